package llvmir_test

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/llvmir"
)

// translate parses and verifies src (allowing unregistered ops, for the
// error tests) and translates it.
func translate(t *testing.T, src string) (string, error) {
	t.Helper()
	return translateWith(t, src, true)
}

// translateWith is translate, which verifies the module only when verify
// is set: the translation must also reject, without panicking, IR that a
// pass built wrongly.
func translateWith(t *testing.T, src string, verify bool) (string, error) {
	t.Helper()
	ctx := all.NewContext()
	ctx.SetAllowUnregisteredDialects(true)
	m, err := builtin.ParseModule(ctx, "test.mlir", []byte(src))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	if verify {
		if err := ir.Verify(m); err != nil {
			t.Fatalf("verify: %v", err)
		}
	}
	var sb strings.Builder
	err = llvmir.WriteModule(&sb, m)
	return sb.String(), err
}

// mustTranslate translates src, which must succeed.
func mustTranslate(t *testing.T, src string) string {
	t.Helper()
	out, err := translate(t, src)
	if err != nil {
		var d *ir.Diagnostic
		if errors.As(err, &d) {
			t.Fatalf("translate: %s: %s", d.Loc, d.Message)
		}
		t.Fatalf("translate: %v", err)
	}
	return out
}

// checkContains fails unless out contains each of wants, in order.
func checkContains(t *testing.T, out string, wants ...string) {
	t.Helper()
	rest := out
	for _, w := range wants {
		i := strings.Index(rest, w)
		if i < 0 {
			t.Fatalf("output lacks %q (in order); output:\n%s", w, out)
		}
		rest = rest[i+len(w):]
	}
}

func TestTranslateText(t *testing.T) {
	tests := []struct {
		name  string
		src   string
		wants []string
	}{{
		name: "declaration and variadic call",
		src: `llvm.mlir.global private constant @s("hi\0A\00")
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @main() -> i32 {
  %0 = llvm.mlir.addressof @s : !llvm.ptr
  %1 = llvm.call @printf(%0) : (!llvm.ptr) -> i32
  llvm.return %1 : i32
}`,
		wants: []string{
			`@s = private constant [4 x i8] c"hi\0A\00"`,
			`declare i32 @printf(i8* %0, ...)`,
			`define i32 @main() {`,
			`%1 = call i32 (i8*, ...) @printf(i8* bitcast ([4 x i8]* @s to i8*))`,
			`ret i32 %1`,
		},
	}, {
		name: "alloca of one element keeps no count and its precise type",
		src: `llvm.func @f(%x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  llvm.store %x, %p {alignment = 4 : i64} : i32, !llvm.ptr
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return %v : i32
}`,
		wants: []string{
			"%2 = alloca i32, align 4\n",
			"store i32 %0, i32* %2, align 4\n",
			"%3 = load i32, i32* %2, align 4\n",
		},
	}, {
		name: "a pointer read as two types is cast once per type and block",
		src: `llvm.func @f(%p: !llvm.ptr) -> i64 {
  %a = llvm.load %p : !llvm.ptr -> i64
  %b = llvm.load %p : !llvm.ptr -> i64
  %c = llvm.load %p : !llvm.ptr -> i32
  %d = llvm.sext %c : i32 to i64
  %s = llvm.add %a, %b : i64
  %t = llvm.add %s, %d : i64
  llvm.return %t : i64
}`,
		wants: []string{
			"%2 = bitcast i8* %0 to i64*\n",
			"%3 = load i64, i64* %2\n",
			"%4 = load i64, i64* %2\n",
			"%5 = bitcast i8* %0 to i32*\n",
			"%6 = load i32, i32* %5\n",
		},
	}, {
		name: "a bitcast between pointers is no instruction",
		src: `llvm.func @f(%p: !llvm.ptr) -> !llvm.ptr {
  %q = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  llvm.return %q : !llvm.ptr
}`,
		wants: []string{"define i8* @f(i8* %0) {\n1:\n\tret i8* %0\n}"},
	}, {
		name: "unreachable blocks are dropped",
		src: `llvm.func @f() {
  llvm.return
^dead:
  llvm.unreachable
}`,
		wants: []string{"define void @f() {\n0:\n\tret void\n}"},
	}, {
		name: "special floats and wide integers",
		src: `llvm.func @f() -> f64 {
  %n = llvm.mlir.constant(0x7FF8000000000000 : f64) : f64
  %i = llvm.mlir.constant(0xFFF0000000000000 : f64) : f64
  %w = llvm.mlir.constant(18446744073709551616 : i128) : i128
  %s = llvm.fadd %n, %i : f64
  llvm.return %s : f64
}`,
		wants: []string{"fadd double 0x7FF8000000000000, 0xFFF0000000000000"},
	}, {
		name: "struct constant from an initializer region with zero and nested insert",
		src: `llvm.mlir.global internal @g() : !llvm.struct<(i32, array<2 x i8>)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x i8>)>
  %1 = llvm.mlir.constant(5 : i8) : i8
  %2 = llvm.insertvalue %1, %0[1, 1] : !llvm.struct<(i32, array<2 x i8>)>
  llvm.return %2 : !llvm.struct<(i32, array<2 x i8>)>
}`,
		wants: []string{`@g = internal global { i32, [2 x i8] } { i32 undef, [2 x i8] [i8 undef, i8 5] }`},
	}, {
		name: "module target attributes",
		src: `module attributes {llvm.data_layout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.func @f()
}`,
		wants: []string{
			`target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"`,
			`target triple = "x86_64-unknown-linux-gnu"`,
		},
	}}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			checkContains(t, mustTranslate(t, tc.src), tc.wants...)
		})
	}
}

// TestDeterministic translates the same module twice: the text must not
// depend on map order.
func TestDeterministic(t *testing.T) {
	src, err := os.ReadFile("testdata/kitchen.mlir")
	if err != nil {
		t.Fatal(err)
	}
	first := mustTranslate(t, string(src))
	for range 3 {
		if again := mustTranslate(t, string(src)); again != first {
			t.Fatalf("two translations differ:\n%s\n---\n%s", first, again)
		}
	}
}

func TestErrors(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{{
		name: "omp op left over",
		src:  "llvm.func @f() {\n  omp.barrier\n  llvm.return\n}",
		want: "test.mlir:2:3: error: cannot translate 'omp.barrier' to LLVM IR: the 'omp' dialect has no translation to LLVM IR; lower OpenMP for a runtime first: strata-opt --omp-lower-to-llvm=runtime=libgomp (or iomp, pmsis)",
	}, {
		name: "unregistered dialect",
		src:  "llvm.func @f() {\n  \"foo.bar\"() : () -> ()\n  llvm.return\n}",
		want: "test.mlir:2:3: error: cannot translate 'foo.bar' to LLVM IR: the 'foo' dialect has no translation",
	}, {
		name: "callee not defined",
		src:  "llvm.func @f() {\n  \"llvm.call\"() {callee = @nowhere} : () -> ()\n  llvm.return\n}",
		want: "test.mlir:2:3: error: cannot translate 'llvm.call' to LLVM IR: no llvm.func is named '@nowhere'",
	}, {
		name: "unknown linkage value",
		src:  "\"llvm.mlir.global\"() ({}) {global_type = i32, linkage = 3 : i64, sym_name = \"g\", value = 1 : i32} : () -> ()",
		want: "cannot translate 'llvm.mlir.global' to LLVM IR: unknown linkage 3 : i64",
	}, {
		name: "struct indexed by a variable",
		src: `llvm.func @f(%p: !llvm.ptr, %i: i32) -> !llvm.ptr {
  %q = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, i64)>
  llvm.return %q : !llvm.ptr
}`,
		want: "cannot translate 'llvm.getelementptr' to LLVM IR: index #1 into { i32, i64 } must be a constant",
	}, {
		name: "noalias on an integer",
		src:  "llvm.func @f(i32 {llvm.noalias})",
		want: "llvm.noalias attribute attached to LLVM non-pointer argument #0",
	}, {
		// LLVM rejects the module (opt: "Attribute 'noalias' applied to
		// incompatible type!"); mlir-translate-16 refuses it with this
		// message.
		name: "noalias on an integer result",
		src:  "llvm.func @f() -> (i32 {llvm.noalias})",
		want: "test.mlir:1:1: error: cannot translate 'llvm.func' to LLVM IR: llvm.noalias attribute attached to non-pointer result",
	}, {
		name: "nonnull on an integer result",
		src:  "llvm.func @f() -> (i64 {llvm.nonnull})",
		want: "llvm.nonnull attribute attached to non-pointer result",
	}}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := translateWith(t, tc.src, false)
			if err == nil {
				t.Fatal("translation succeeded; want an error")
			}
			var d *ir.Diagnostic
			if !errors.As(err, &d) {
				t.Fatalf("error %v is not a diagnostic", err)
			}
			got := d.Error()
			if !strings.Contains(got, tc.want) {
				t.Fatalf("error:\n  %s\nwant it to contain:\n  %s", got, tc.want)
			}
		})
	}
}
