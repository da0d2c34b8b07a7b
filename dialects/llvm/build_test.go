package llvm_test

import (
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/all/dialecttest"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/ir"
)

// buildProgram builds, with the package's builders, the program in
// builtProgram below.
func buildProgram(t *testing.T, ctx *ir.Context) *ir.Operation {
	t.Helper()
	module, err := builtin.ParseModule(ctx, "empty.mlir", nil)
	if err != nil {
		t.Fatal(err)
	}
	loc := ir.Location(ir.UnknownLoc{})
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointToEnd(module.Region(0).First())
	i32 := ir.Type(ir.I32)
	printf := llvm.Func(ctx, i32, []ir.Type{llvm.Ptr}, true)
	llvm.NewFunc(b, "printf", printf, llvm.External, loc)
	str := llvm.ArrayType{Elem: ir.I8, Len: 3}
	llvm.NewGlobal(b, "str", str, llvm.Internal, llvm.GlobalOptions{Constant: true, Value: ir.Str("%d\x00")}, loc)
	llvm.NewGlobal(b, "counter", i32, llvm.External, llvm.GlobalOptions{Value: ir.IntAttr(i32, 0), Alignment: 4}, loc)

	fnType := llvm.Func(ctx, i32, []ir.Type{i32, llvm.Ptr, ir.F64}, false)
	fn := llvm.NewFunc(b, "f", fnType, llvm.External, loc)
	entry := fn.Region(0).AddBlock(fnType.Params(), []ir.Location{loc, loc, loc})
	exit := fn.Region(0).AddBlock([]ir.Type{i32}, []ir.Location{loc})
	other := fn.Region(0).AddBlock(nil, nil)
	a, p, x := entry.Argument(0), entry.Argument(1), entry.Argument(2)
	b.SetInsertionPointToEnd(entry)
	one := llvm.NewIntConstant(b, ir.I64, 1, loc)
	slot := llvm.NewAlloca(b, i32, one, 4, loc).Result(0)
	sum := llvm.NewBinary(b, "llvm.add", a, a, llvm.OverflowNSW, loc).Result(0)
	llvm.NewStore(b, sum, slot, 4, false, loc)
	loaded := llvm.NewLoad(b, i32, slot, 4, true, loc).Result(0)
	prod := llvm.NewBinary(b, "llvm.fmul", x, x, llvm.OverflowNone, loc).Result(0)
	root := llvm.NewIntrinsic(b, "llvm.intr.sqrt", []*ir.Value{prod}, loc).Result(0)
	conv := llvm.NewCast(b, "llvm.fptosi", root, i32, loc).Result(0)
	elem := llvm.NewGEP(b, llvm.LiteralStruct(ctx, []ir.Type{i32, ir.F64}, false), p, []llvm.GEPIndex{{Value: a}, {Const: 1}}, loc).Result(0)
	llvm.NewLoad(b, ir.F64, elem, 0, false, loc)
	fmt := llvm.NewAddressOf(b, "str", loc).Result(0)
	llvm.NewCall(b, "printf", printf, []*ir.Value{fmt, conv}, loc)
	cmp := llvm.NewICmp(b, llvm.ICmpSLT, loaded, conv, loc).Result(0)
	llvm.NewCondBr(b, cmp, exit, []*ir.Value{loaded}, other, nil, loc)
	b.SetInsertionPointToEnd(other)
	llvm.NewSwitch(b, a, exit, []*ir.Value{a}, []llvm.SwitchCase{{Value: -1, Dest: exit, Args: []*ir.Value{conv}}}, loc)
	b.SetInsertionPointToEnd(exit)
	llvm.NewReturn(b, []*ir.Value{exit.Argument(0)}, loc)
	return module
}

const builtProgram = `module {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @str("%d\00") {addr_space = 0 : i32}
  llvm.mlir.global external @counter(0 : i32) {addr_space = 0 : i32, alignment = 4 : i64} : i32
  llvm.func @f(%arg0: i32, %arg1: !llvm.ptr, %arg2: f64) -> i32 {
    %0 = llvm.mlir.constant(1 : i64) : i64
    %1 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
    %2 = llvm.add %arg0, %arg0 overflow<nsw> : i32
    llvm.store %2, %1 {alignment = 4 : i64} : i32, !llvm.ptr
    %3 = llvm.load volatile %1 {alignment = 4 : i64} : !llvm.ptr -> i32
    %4 = llvm.fmul %arg2, %arg2  : f64
    %5 = llvm.intr.sqrt(%4)  : (f64) -> f64
    %6 = llvm.fptosi %5 : f64 to i32
    %7 = llvm.getelementptr %arg1[%arg0, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f64)>
    %8 = llvm.load %7 : !llvm.ptr -> f64
    %9 = llvm.mlir.addressof @str : !llvm.ptr
    %10 = llvm.call @printf(%9, %6) : (!llvm.ptr, i32) -> i32
    %11 = llvm.icmp "slt" %3, %6 : i32
    llvm.cond_br %11, ^bb1(%3 : i32), ^bb2
  ^bb1(%12: i32):  // 3 preds: ^bb0, ^bb2, ^bb2
    llvm.return %12 : i32
  ^bb2:  // pred: ^bb0
    llvm.switch %arg0 : i32, ^bb1(%arg0 : i32) [
      4294967295: ^bb1(%6 : i32)
    ]
  }
}
`

// TestBuilders checks that what the builders make verifies, prints as
// written by hand, and, without the overflow flags MLIR 16 lacks, is
// accepted by mlir-opt-16 in generic form and printed the same.
func TestBuilders(t *testing.T) {
	ctx := all.NewContext()
	module := buildProgram(t, ctx)
	if err := ir.Verify(module); err != nil {
		t.Fatal(err)
	}
	got := dialecttest.Print(t, module, false)
	if got != builtProgram {
		t.Fatalf("built program prints differently:\n%s", dialecttest.Diff(builtProgram, got))
	}
	if !dialecttest.HaveMLIROpt() {
		return
	}
	module.WalkAll(func(op *ir.Operation) { op.RemoveAttr(llvm.OverflowFlagsAttr) })
	outs, err := dialecttest.RunMLIROptBatch([]string{dialecttest.Print(t, module, true)})
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Replace(builtProgram, " overflow<nsw> : i32", "  : i32", 1)
	if outs[0] != want {
		t.Errorf("mlir-opt-16 prints the built program differently:\n%s", dialecttest.Diff(want, outs[0]))
	}
}
