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
	}, {
		// What the llvm dialect takes and LLVM 14 refuses (llvm14.go).
		name: "duplicate case value",
		src:  "llvm.func @f(%x: i8) {\n  llvm.switch %x : i8, ^bb1 [\n    255: ^bb1,\n    -1: ^bb1\n  ]\n^bb1:\n  llvm.return\n}",
		want: "test.mlir:2:3: error: cannot translate 'llvm.switch' to LLVM IR: case value -1 repeats an earlier case of type i8; LLVM 14 refuses a switch with a duplicate case value",
	}, {
		name: "monotonic fence",
		src:  "llvm.func @f() {\n  llvm.fence monotonic\n  llvm.return\n}",
		want: "test.mlir:2:3: error: cannot translate 'llvm.fence' to LLVM IR: a fence cannot be 'monotonic'; LLVM 14 takes acquire, release, acq_rel and seq_cst",
	}, {
		name: "xchg of a pointer",
		src:  "llvm.func @f(%p: !llvm.ptr) {\n  %r = llvm.atomicrmw xchg %p, %p monotonic : !llvm.ptr, !llvm.ptr\n  llvm.return\n}",
		want: "test.mlir:2:8: error: cannot translate 'llvm.atomicrmw' to LLVM IR: atomicrmw xchg of a pointer is not supported by LLVM 14",
	}, {
		name: "bitcast to another size",
		src:  "llvm.func @f(%x: vector<2xi32>) -> i32 {\n  %r = llvm.bitcast %x : vector<2xi32> to i32\n  llvm.return %r : i32\n}",
		want: "a bitcast keeps the size, and <2 x i32> is 64 bits but i32 is 32 (LLVM 14 refuses it)",
	}, {
		name: "addrspacecast in its address space",
		src:  "llvm.func @f(%x: !llvm.ptr<1>) -> !llvm.ptr<1> {\n  %r = llvm.addrspacecast %x : !llvm.ptr<1> to !llvm.ptr<1>\n  llvm.return %r : !llvm.ptr<1>\n}",
		want: "an addrspacecast must change the address space, and both pointers are in address space 1",
	}, {
		name: "vector condition, scalar values",
		src:  "llvm.func @f(%c: vector<2xi1>, %x: i32) -> i32 {\n  %r = llvm.select %c, %x, %x : vector<2xi1>, i32\n  llvm.return %r : i32\n}",
		want: "a condition of type <2 x i1> selects between vectors of 2 elements, not i32",
	}, {
		name: "alloca of an opaque struct",
		src:  "llvm.func @f(%n: i64) -> !llvm.ptr {\n  %p = llvm.alloca %n x !llvm.struct<\"o\", opaque> : (i64) -> !llvm.ptr\n  llvm.return %p : !llvm.ptr\n}",
		want: "an alloca needs a type with a size, and %o has none",
	}, {
		name: "getelementptr over a function",
		src:  "llvm.func @f(%p: !llvm.ptr) -> !llvm.ptr {\n  %r = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.func<void ()>\n  llvm.return %r : !llvm.ptr\n}",
		want: "the element type of a getelementptr needs a type with a size, and void () has none",
	}, {
		name: "appending function",
		src:  "llvm.func appending @g() {\n  llvm.return\n}",
		want: "test.mlir:1:1: error: cannot translate 'llvm.func' to LLVM IR: a function cannot have appending linkage",
	}, {
		name: "extern_weak function with a body",
		src:  "llvm.func extern_weak @g() {\n  llvm.return\n}",
		want: "a function with a body cannot have extern_weak linkage",
	}, {
		name: "extern_weak global with a value",
		src:  "llvm.mlir.global extern_weak @g(0 : i32) : i32",
		want: "a global with extern_weak linkage cannot have an initializer",
	}, {
		name: "constant common global",
		src:  "llvm.mlir.global common constant @g(0 : i32) : i32",
		want: "a global with common linkage cannot be constant",
	}, {
		name: "common global initialized by a region to non-zero",
		src:  "llvm.mlir.global common @g() : i32 {\n  %c = llvm.mlir.constant(2 : i32) : i32\n  llvm.return %c : i32\n}",
		want: "a global with common linkage must be initialized to zero (LLVM 14 refuses i32 2)",
	}, {
		name: "global of function type",
		src:  "llvm.mlir.global external @g() : !llvm.func<void ()>",
		want: "a global cannot be of function type void ()",
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
