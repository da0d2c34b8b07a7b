package llvm_test

import (
	"bytes"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/interp"
	"github.com/strata-ir/strata/ir"
)

// The plan of a function (execplan.go) keeps allocas in slots and folds
// ops into their users; each program here must give the same result
// planned as not (Options.Count turns the plan off), and the expected one.
var planPrograms = []struct {
	name string
	want uint64
	src  string
}{
	{"load-then-store keeps the old value", 8, `
llvm.func @f() -> i64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %x = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  %c7 = llvm.mlir.constant(7 : i64) : i64
  %c5 = llvm.mlir.constant(5 : i64) : i64
  llvm.store %c7, %x : i64, !llvm.ptr
  %a = llvm.load %x : !llvm.ptr -> i64
  llvm.store %c5, %x : i64, !llvm.ptr
  %r = llvm.add %a, %one : i64
  llvm.return %r : i64
}`},
	{"forwarded store with a read between", 207, `
llvm.func @f() -> i64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %x = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  %c7 = llvm.mlir.constant(7 : i64) : i64
  %c100 = llvm.mlir.constant(100 : i64) : i64
  llvm.store %c7, %x : i64, !llvm.ptr
  %a = llvm.load %x : !llvm.ptr -> i64
  %w = llvm.add %a, %c100 : i64
  %b = llvm.load %x : !llvm.ptr -> i64
  llvm.store %w, %x : i64, !llvm.ptr
  %c = llvm.load %x : !llvm.ptr -> i64
  %r = llvm.sub %c, %b : i64
  %s = llvm.add %r, %c : i64
  llvm.return %s : i64
}`},
	{"two stores, the first forwarded", 3, `
llvm.func @f() -> i64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %x = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %w = llvm.add %c2, %one : i64
  %v = llvm.mul %c2, %c2 : i64
  llvm.store %v, %x : i64, !llvm.ptr
  llvm.store %w, %x : i64, !llvm.ptr
  %r = llvm.load %x : !llvm.ptr -> i64
  llvm.return %r : i64
}`},
	{"uninitialized local and a loop", 45, `
llvm.func @f() -> i64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %i = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %s = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  %u = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  %z = llvm.mlir.constant(0 : i32) : i32
  %n = llvm.mlir.constant(10 : i32) : i32
  llvm.store %z, %i : i32, !llvm.ptr
  %u0 = llvm.load %u : !llvm.ptr -> i64
  llvm.store %u0, %s : i64, !llvm.ptr
  llvm.br ^head
^head:
  %iv = llvm.load %i : !llvm.ptr -> i32
  %c = llvm.icmp "slt" %iv, %n : i32
  llvm.cond_br %c, ^body, ^done
^body:
  %sv = llvm.load %s : !llvm.ptr -> i64
  %iv2 = llvm.load %i : !llvm.ptr -> i32
  %ie = llvm.sext %iv2 : i32 to i64
  %s2 = llvm.add %sv, %ie : i64
  llvm.store %s2, %s : i64, !llvm.ptr
  %iv3 = llvm.load %i : !llvm.ptr -> i32
  %i2 = llvm.add %iv3, %one : i32
  llvm.store %i2, %i : i32, !llvm.ptr
  llvm.br ^head
^done:
  %r = llvm.load %s : !llvm.ptr -> i64
  llvm.return %r : i64
}`},
	{"a load used in another block", 7, `
llvm.func @f() -> i64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %x = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  %c7 = llvm.mlir.constant(7 : i64) : i64
  llvm.store %c7, %x : i64, !llvm.ptr
  %a = llvm.load %x : !llvm.ptr -> i64
  llvm.br ^next
^next:
  llvm.store %one, %x : i64, !llvm.ptr
  llvm.return %a : i64
}`},
	{"indexed loads and stores, a negative index", 0x1234 + 0x0506, `
llvm.mlir.global internal @g(dense<[1, 2, 3, 4]> : tensor<4xi32>) : !llvm.array<4 x i32>
llvm.func @f() -> i64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %g = llvm.mlir.addressof @g : !llvm.ptr
  %m1 = llvm.mlir.constant(-1 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %v = llvm.mlir.constant(4660 : i32) : i32
  %e3 = llvm.sext %c3 : i32 to i64
  %p3 = llvm.getelementptr inbounds %g[0, %e3] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.store %v, %p3 : i32, !llvm.ptr
  %em = llvm.sext %m1 : i32 to i64
  %p2 = llvm.getelementptr inbounds %p3[%em] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %w = llvm.mlir.constant(1286 : i32) : i32
  llvm.store %w, %p2 : i32, !llvm.ptr
  %q3 = llvm.getelementptr inbounds %g[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  %a = llvm.load %q3 : !llvm.ptr -> i32
  %q2 = llvm.getelementptr inbounds %g[8] : (!llvm.ptr) -> !llvm.ptr, i8
  %b = llvm.load %q2 : !llvm.ptr -> i32
  %s = llvm.add %a, %b : i32
  %r = llvm.zext %s : i32 to i64
  llvm.return %r : i64
}`},
	{"rows and columns, fmul into fadd", 21, `
llvm.mlir.global internal @m(dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>) : !llvm.array<2 x array<3 x i32>>
llvm.mlir.global internal @d(dense<[1.5, 2.0]> : tensor<2xf64>) : !llvm.array<2 x f64>
llvm.func @f() -> i64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %m1 = llvm.mlir.constant(-1 : i64) : i64
  %two = llvm.mlir.constant(2 : i64) : i64
  %m = llvm.mlir.addressof @m : !llvm.ptr
  %e1 = llvm.sext %one : i32 to i64
  %row = llvm.getelementptr inbounds %m[%e1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<3 x i32>
  %e2 = llvm.sext %one : i32 to i64
  %p = llvm.getelementptr inbounds %row[%e2] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %v = llvm.load %p : !llvm.ptr -> i32
  %row2 = llvm.getelementptr inbounds %m[%two] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<3 x i32>
  %q = llvm.getelementptr inbounds %row2[%m1] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %w = llvm.load %q : !llvm.ptr -> i32
  %row3 = llvm.getelementptr inbounds %m[%e1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<3 x i32>
  %pp = llvm.getelementptr inbounds %row3[%m1] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %v, %pp : i32, !llvm.ptr
  %row4 = llvm.getelementptr inbounds %m[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<3 x i32>>
  %u = llvm.load %row4 : !llvm.ptr -> i32
  %s1 = llvm.add %v, %w : i32
  %s = llvm.add %s1, %u : i32
  %d = llvm.mlir.addressof @d : !llvm.ptr
  %d0 = llvm.load %d : !llvm.ptr -> f64
  %dp = llvm.getelementptr inbounds %d[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %d1 = llvm.load %dp : !llvm.ptr -> f64
  %pr = llvm.fmul %d0, %d1 : f64
  %sum = llvm.fadd %pr, %d1 : f64
  %si = llvm.fptosi %sum : f64 to i32
  %t = llvm.add %s, %si : i32
  %r = llvm.zext %t : i32 to i64
  llvm.return %r : i64
}`},
	{"the sum of two products", 7, `
llvm.func @f() -> i64 {
  %a = llvm.mlir.constant(2.0 : f64) : f64
  %b = llvm.mlir.constant(0.5 : f64) : f64
  %c = llvm.mlir.constant(3.0 : f64) : f64
  %p = llvm.fmul %a, %b : f64
  %q = llvm.fmul %c, %a : f64
  %s = llvm.fadd %p, %q : f64
  %r = llvm.fptosi %s : f64 to i64
  llvm.return %r : i64
}`},
	{"a fused signed compare of bytes", 1, `
llvm.func @f() -> i64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %zero = llvm.mlir.constant(0 : i64) : i64
  %x = llvm.alloca %one x i8 : (i64) -> !llvm.ptr
  %m = llvm.mlir.constant(-3 : i8) : i8
  %z = llvm.mlir.constant(0 : i8) : i8
  llvm.store %m, %x : i8, !llvm.ptr
  %v = llvm.load %x : !llvm.ptr -> i8
  %c = llvm.icmp "slt" %v, %z : i8
  llvm.cond_br %c, ^yes, ^no
^yes:
  llvm.return %one : i64
^no:
  llvm.return %zero : i64
}`},
	{"an escaping alloca stays in memory", 9, `
llvm.func @set(%p: !llvm.ptr) {
  %c9 = llvm.mlir.constant(9 : i64) : i64
  llvm.store %c9, %p : i64, !llvm.ptr
  llvm.return
}
llvm.func @f() -> i64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %x = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  llvm.store %one, %x : i64, !llvm.ptr
  llvm.call @set(%x) : (!llvm.ptr) -> ()
  %r = llvm.load %x : !llvm.ptr -> i64
  llvm.return %r : i64
}`},
}

func TestPlan(t *testing.T) {
	for _, p := range planPrograms {
		for _, count := range []bool{false, true} {
			ctx := all.NewExecContext()
			m, err := builtin.ParseModule(ctx, "test.mlir", []byte(p.src))
			if err != nil {
				t.Fatalf("%s: %v", p.name, err)
			}
			if err := ir.Verify(m); err != nil {
				t.Fatalf("%s: %v", p.name, err)
			}
			var out bytes.Buffer
			e, err := interp.New(m, interp.Options{Stdout: &out, Stderr: &out, Count: count})
			if err != nil {
				t.Fatalf("%s: %v", p.name, err)
			}
			r, err := e.Run("f", nil)
			if err != nil || r != p.want {
				t.Errorf("%s (counting %v): f() = %d, %v; want %d", p.name, count, r, err, p.want)
			}
		}
	}
}
