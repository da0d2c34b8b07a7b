package cirtollvm_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/cirtollvm"
	"github.com/strata-ir/strata/passes"
)

// lower parses src, runs convert-cir-to-llvm through a pass manager that
// verifies after the pass, and returns the module.
func lower(t *testing.T, name string, src []byte) *ir.Operation {
	t.Helper()
	return lowerWith(t, name, src, cirtollvm.NewPass())
}

// lowerForMLIR16 lowers without overflow flags, which MLIR 16's llvm
// dialect does not have.
func lowerForMLIR16(t *testing.T, name string, src []byte) *ir.Operation {
	t.Helper()
	return lowerWith(t, name, src, &cirtollvm.Pass{OverflowFlags: false})
}

func lowerWith(t *testing.T, name string, src []byte, pass passes.Pass) *ir.Operation {
	t.Helper()
	ctx := all.NewContext()
	m, err := builtin.ParseModule(ctx, name, src)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("the input does not verify: %v", err)
	}
	pm := passes.NewPassManager(ctx, "builtin.module", passes.Config{VerifyEach: true})
	pm.AddPass(pass)
	if _, err := pm.Run(m); err != nil {
		t.Fatalf("convert-cir-to-llvm: %v", err)
	}
	return m
}

func print(t *testing.T, m *ir.Operation, opts ir.PrintOptions) string {
	t.Helper()
	var out strings.Builder
	if err := ir.Print(&out, m, opts); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// corpus returns the lit tests of the pass that lower successfully: the
// inputs that exercise every op kind and control-flow shape.
func corpus(t *testing.T) []string {
	t.Helper()
	paths, err := filepath.Glob("../../test/conversion/cir-to-llvm*.mlir")
	if err != nil {
		t.Fatal(err)
	}
	paths = append(paths, "testdata/run/mixed.mlir")
	var files []string
	for _, p := range paths {
		if !strings.Contains(p, "errors") {
			files = append(files, p)
		}
	}
	if len(files) < 6 {
		t.Fatalf("found %d corpus files, want the lit tests of test/conversion and testdata", len(files))
	}
	return files
}

func TestInfo(t *testing.T) {
	info := cirtollvm.NewPass().Info()
	if info.Argument != "convert-cir-to-llvm" || info.Anchor != "builtin.module" {
		t.Errorf("Info() = %+v; want convert-cir-to-llvm anchored on builtin.module", info)
	}
	reg := passes.NewRegistry()
	cirtollvm.Register(reg)
	if _, ok := reg.Lookup("convert-cir-to-llvm"); !ok {
		t.Error("Register did not register convert-cir-to-llvm")
	}
}

// Every corpus program lowers to IR that verifies and holds no cir op, no
// cir type and no conversion cast.
func TestCorpusLowersCompletely(t *testing.T) {
	for _, path := range corpus(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			m := lower(t, path, src)
			m.WalkAll(func(op *ir.Operation) {
				if op.Dialect() == cir.Name || op.Is("builtin.unrealized_conversion_cast") {
					t.Errorf("%s is left after the conversion", op.Name())
				}
				for _, typ := range append(op.OperandTypes(), op.ResultTypes()...) {
					if cir.IsCIRType(typ) {
						t.Errorf("%s has a value of cir type %s", op.Name(), ir.TypeString(typ))
					}
				}
			})
		})
	}
}

// Lowering is deterministic: two runs print the same.
func TestDeterministic(t *testing.T) {
	src, err := os.ReadFile("testdata/run/mixed.mlir")
	if err != nil {
		t.Fatal(err)
	}
	first := print(t, lower(t, "mixed.mlir", src), ir.PrintOptions{})
	for range 3 {
		if again := print(t, lower(t, "mixed.mlir", src), ir.PrintOptions{}); again != first {
			t.Fatalf("two runs differ:\n%s\n---\n%s", first, again)
		}
	}
}

// The union layout follows the C ABI: the most aligned member, then
// padding up to the size rounded to the alignment.
func TestUnionLayout(t *testing.T) {
	cases := []struct {
		members string
		want    string
	}{
		{"!cir.int<s, 32>, !cir.double, !cir.array<!cir.int<s, 8> x 12>", `!llvm.struct<"union.u", (f64, array<8 x i8>)>`},
		{"!cir.int<s, 8>, !cir.int<s, 16>", `!llvm.struct<"union.u", (i16)>`},
		{"!cir.array<!cir.int<s, 8> x 5>, !cir.int<s, 32>", `!llvm.struct<"union.u", (i32, array<4 x i8>)>`},
		{"!cir.long_double, !cir.int<s, 8>", `!llvm.struct<"union.u", (f80)>`},
		{"!cir.bool, !cir.int<u, 8>", `!llvm.struct<"union.u", (i8)>`},
	}
	for _, c := range cases {
		union := `!cir.struct<union "u" {` + c.members + `}>`
		src := "cir.func @f(%p: !cir.ptr<" + union + ">) {\n  %0 = cir.load %p : !cir.ptr<" + union + ">, " + union + "\n  cir.return\n}"
		out := print(t, lower(t, "union.mlir", []byte(src)), ir.PrintOptions{})
		if !strings.Contains(out, "-> "+c.want) {
			t.Errorf("union {%s} lowered to\n%s\nwant the load of %s", c.members, out, c.want)
		}
	}
}

// Struct members get C's alignment, so LLVM's layout of the identified
// struct equals C's: loads and stores of each member carry the member's
// natural alignment.
func TestMemberAlignment(t *testing.T) {
	src := `
!s = !cir.struct<struct "s" {!cir.int<s, 8>, !cir.long_double, !cir.int<s, 16>}>
cir.func @f(%p: !cir.ptr<!s>) -> !cir.long_double {
  %a = cir.get_member %p[1] {name = "ld"} : !cir.ptr<!s> -> !cir.ptr<!cir.long_double>
  %v = cir.load %a : !cir.ptr<!cir.long_double>, !cir.long_double
  %b = cir.get_member %p[2] {name = "h"} : !cir.ptr<!s> -> !cir.ptr<!cir.int<s, 16>>
  %h = cir.load %b : !cir.ptr<!cir.int<s, 16>>, !cir.int<s, 16>
  cir.return %v : !cir.long_double
}`
	out := print(t, lower(t, "align.mlir", []byte(src)), ir.PrintOptions{})
	for _, want := range []string{
		`llvm.getelementptr inbounds %arg0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"struct.s", (i8, f80, i16)>`,
		"{alignment = 16 : i64} : !llvm.ptr -> f80",
		"{alignment = 2 : i64} : !llvm.ptr -> i16",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
}

// A cir op the pass cannot lower fails the pass with a located error
// naming it, and the reason as a note.
func TestUnlowerableOpIsLocatedError(t *testing.T) {
	src := `cir.func @f() {
  %0 = cir.const #cir.const_struct<{#cir.int<1> : !cir.int<s, 32>}> : !cir.struct<union "n" {!cir.int<s, 32>, !cir.double}>
  cir.return
}`
	ctx := all.NewContext()
	m, err := builtin.ParseModule(ctx, "bad.mlir", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	err = cirtollvm.Lower(m)
	if err == nil {
		t.Fatal("lowering a union constant of a non-storage member succeeded")
	}
	diags := passes.Diagnostics(err)
	if len(diags) == 0 {
		t.Fatalf("error %v is not a diagnostic", err)
	}
	msg := diags[0].Error()
	if !strings.Contains(msg, "bad.mlir:2:8") || !strings.Contains(msg, "'cir.const'") {
		t.Errorf("error %q: want it located at bad.mlir:2:8 and naming 'cir.const'", msg)
	}
	var notes strings.Builder
	for _, n := range diags[0].Notes {
		notes.WriteString(n.Error())
	}
	if !strings.Contains(notes.String(), "storage member") {
		t.Errorf("notes %q do not give the reason", notes.String())
	}
}

func generic(t *testing.T, m *ir.Operation) string {
	t.Helper()
	return print(t, m, ir.PrintOptions{Generic: true})
}

func peer(t *testing.T, name string) string {
	t.Helper()
	path, err := exec.LookPath(name)
	if err != nil {
		t.Skipf("%s is not installed", name)
	}
	return path
}

// The generic form of the output is accepted by mlir-opt-16 (but for the
// omp file: the omp dialect's shape is newer than MLIR 16's).
func TestMLIROptAcceptsOutput(t *testing.T) {
	mlirOpt := peer(t, "mlir-opt-16")
	for _, path := range corpus(t) {
		if strings.Contains(path, "omp") {
			continue
		}
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(mlirOpt, "--verify-diagnostics=false", "-")
			cmd.Stdin = strings.NewReader(generic(t, lowerForMLIR16(t, path, src)))
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Errorf("mlir-opt-16 rejects the output: %v\n%s", err, out)
			}
		})
	}
}

// The lowered program, translated by mlir-translate-16 and compiled by
// clang-16, prints what the same program written in C prints.
func TestRunMatchesC(t *testing.T) {
	translate := peer(t, "mlir-translate-16")
	clang := peer(t, "clang-16")
	dir := t.TempDir()
	run := func(args ...string) []byte {
		t.Helper()
		out, err := exec.Command(args[0], args[1:]...).Output()
		if err != nil {
			t.Fatalf("%s: %v", strings.Join(args, " "), err)
		}
		return out
	}
	src, err := os.ReadFile("testdata/run/mixed.mlir")
	if err != nil {
		t.Fatal(err)
	}
	mlirFile := filepath.Join(dir, "mixed.llvm.mlir")
	if err := os.WriteFile(mlirFile, []byte(generic(t, lowerForMLIR16(t, "mixed.mlir", src))), 0o644); err != nil {
		t.Fatal(err)
	}
	llFile := filepath.Join(dir, "mixed.ll")
	if err := os.WriteFile(llFile, run(translate, "--mlir-to-llvmir", mlirFile), 0o644); err != nil {
		t.Fatal(err)
	}
	ours, theirs := filepath.Join(dir, "ours"), filepath.Join(dir, "theirs")
	run(clang, "-w", "-O1", llFile, "-o", ours)
	run(clang, "-w", "-O1", "testdata/run/mixed.c", "-o", theirs)
	got, want := run(ours), run(theirs)
	if !bytes.Equal(got, want) || len(want) == 0 {
		t.Errorf("the lowered program prints\n%s\nthe C program prints\n%s", got, want)
	}
}

// C promotes a signed char or short to int before ++, -- and unary -, and
// converts the result back, so that ++ on a signed char holding 127 gives
// -128 (gcc and clang) and is never undefined: only int and wider
// operations may carry nsw. (With nsw on the i8 add, opt -O3 folds
// `(signed char)(c + 1) > c` to true for c = 127.)
func TestOverflowFlagsOnlyWhereCSignedOverflowIsUndefined(t *testing.T) {
	cases := []struct {
		typ, op string
		nsw     bool
	}{
		{"!cir.int<s, 8>", "cir.unary(inc, %x) : T, T", false},
		{"!cir.int<s, 16>", "cir.unary(dec, %x) : T, T", false},
		{"!cir.int<s, 8>", "cir.unary(minus, %x) : T, T", false},
		{"!cir.int<s, 16>", "cir.binop(add, %x, %x) : T", false},
		{"!cir.int<u, 32>", "cir.unary(inc, %x) : T, T", false},
		{"!cir.int<s, 32>", "cir.unary(inc, %x) : T, T", true},
		{"!cir.int<s, 64>", "cir.unary(minus, %x) : T, T", true},
		{"!cir.int<s, 32>", "cir.binop(mul, %x, %x) : T", true},
	}
	for _, c := range cases {
		op := strings.ReplaceAll(c.op, "T", c.typ)
		src := "cir.func @f(%x: " + c.typ + ") -> " + c.typ + " {\n  %r = " + op + "\n  cir.return %r : " + c.typ + "\n}"
		out := print(t, lower(t, "nsw.mlir", []byte(src)), ir.PrintOptions{})
		if got := strings.Contains(out, "overflow<nsw>"); got != c.nsw {
			t.Errorf("%s lowered with nsw = %v, want %v:\n%s", op, got, c.nsw, out)
		}
	}
}
