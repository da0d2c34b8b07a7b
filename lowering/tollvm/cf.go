package tollvm

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/cf"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/rewrite"
)

// CFPatterns returns the patterns that lower the cf dialect to the llvm
// dialect with the type converter tc (MLIR 16's
// populateControlFlowToLLVMConversionPatterns): cf.br, cf.cond_br and
// cf.switch become llvm.br, llvm.cond_br and llvm.switch; cf.assert
// branches to a block that prints the message with puts and calls abort.
//
// A branch is lowered only when the values it passes have the types of
// its successors' arguments: the pattern that converts the enclosing
// function's signature (FuncPatterns) converts the arguments of every
// block, so run the patterns together.
func CFPatterns(tc *rewrite.TypeConverter) []rewrite.ConversionPattern {
	return []rewrite.ConversionPattern{
		pattern(tc, cf.BranchOpName, []string{llvm.BrOpName}, lowerBr),
		pattern(tc, cf.CondBranchOpName, []string{llvm.CondBrOpName}, lowerCondBr),
		pattern(tc, cf.SwitchOpName, []string{llvm.SwitchOpName}, lowerSwitch),
		pattern(tc, cf.AssertOpName, []string{llvm.CondBrOpName, llvm.FuncOpName, llvm.GlobalOpName, llvm.AddressOfOpName,
			llvm.GEPOpName, llvm.CallOpName, llvm.UnreachableOpName}, lowerAssert),
	}
}

// checkSuccessorOperands reports a mismatch between the converted values a
// branch passes and the arguments of its successor, as MLIR 16's
// verifyMatchingValues does.
func checkSuccessorOperands(values []*ir.Value, dest *ir.Block, what string) error {
	if len(values) != dest.NumArguments() {
		return fmt.Errorf("%s: %d values for %d block arguments", what, len(values), dest.NumArguments())
	}
	for i, v := range values {
		if want := dest.Argument(i).Type(); v.Type() != want {
			return fmt.Errorf("%s: mismatch in type of operand #%d: %s for a block argument of type %s",
				what, i, ir.TypeString(v.Type()), ir.TypeString(want))
		}
	}
	return nil
}

func lowerBr(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
	dest := op.Successor(0)
	if err := checkSuccessorOperands(operands, dest, "in destination operands"); err != nil {
		return err
	}
	rw.ReplaceOp(op, llvm.NewBr(rw.Builder(), dest, operands, op.Loc()).Results())
	return nil
}

func lowerCondBr(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
	br, ok := cf.AsCondBranch(op)
	if !ok {
		return errors.New("not a cf.cond_br")
	}
	nTrue := len(br.TrueOperands())
	trueArgs, falseArgs := operands[1:1+nTrue], operands[1+nTrue:]
	if err := checkSuccessorOperands(trueArgs, br.TrueDest(), "in true destination operands"); err != nil {
		return err
	}
	if err := checkSuccessorOperands(falseArgs, br.FalseDest(), "in false destination operands"); err != nil {
		return err
	}
	rw.ReplaceOp(op, llvm.NewCondBr(rw.Builder(), operands[0], br.TrueDest(), trueArgs, br.FalseDest(), falseArgs, op.Loc()).Results())
	return nil
}

// lowerSwitch makes an llvm.switch, whose generic form is cf.switch's: the
// flag, the default operands and every case's operands, the case values
// and the case operand segments.
func lowerSwitch(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
	sw, ok := cf.AsSwitch(op)
	if !ok {
		return errors.New("not a cf.switch")
	}
	nDefault := len(sw.DefaultOperands())
	if err := checkSuccessorOperands(operands[1:1+nDefault], sw.DefaultDest(), "in default destination operands"); err != nil {
		return err
	}
	next := 1 + nDefault
	for i := range sw.NumCases() {
		n := len(sw.CaseOperands(i))
		if err := checkSuccessorOperands(operands[next:next+n], sw.CaseDest(i), "in case destination operands"); err != nil {
			return err
		}
		next += n
	}
	ctx := rw.Context()
	attrs := []ir.NamedAttribute{{Name: ir.OperandSegmentSizesAttr,
		Value: ctx.DenseIntArray(ir.I32, []int64{1, int64(nDefault), int64(len(operands) - 1 - nDefault)})}}
	for _, name := range []string{llvm.CaseOperandSegments, cf.CaseValuesAttr} {
		if a := op.Attr(name); a != nil {
			attrs = append(attrs, ir.NamedAttribute{Name: name, Value: a})
		}
	}
	lowered := rw.Create(ir.OperationState{Name: llvm.SwitchOpName, Loc: op.Loc(), Operands: operands,
		Successors: op.Successors(), Attributes: attrs})
	rw.ReplaceOp(op, lowered.Results())
	return nil
}

// Names of what the lowering of cf.assert declares in the module.
const (
	abortFuncName   = "abort"
	putsFuncName    = "puts"
	assertMsgPrefix = "assert_msg_"
)

// lowerAssert splits the block at the assertion: the rest runs when the
// condition holds, and a new block at the end of the region prints the
// message and aborts:
//
//	llvm.cond_br %cond, ^continue, ^failed
//	^failed:
//	  %msg = llvm.mlir.addressof @assert_msg_N : !llvm.ptr
//	  %p = llvm.getelementptr %msg[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<L x i8>
//	  llvm.call @puts(%p) : (!llvm.ptr) -> ()
//	  llvm.call @abort() : () -> ()
//	  llvm.unreachable
//
// The message is a private constant global, NUL-terminated, at the start
// of the module; puts and abort are declared there when missing. Those
// are MLIR 16's choices, with opaque pointers (MLIR 16 itself uses typed
// ones here).
func lowerAssert(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
	assert, ok := cf.AsAssert(op)
	if !ok {
		return errors.New("not a cf.assert")
	}
	module := op.ParentOfKind(builtin.ModuleOpName)
	if module == nil || module.NumRegions() == 0 || module.Region(0).Empty() {
		return errors.New("cf.assert outside a module")
	}
	ctx := rw.Context()
	loc := op.Loc()
	b := rw.Builder()
	saved := b.InsertionPoint()
	top := module.Region(0).First()

	// The global holding the message, with a name not yet taken.
	msg := append([]byte(assert.Msg()), 0)
	name := uniqueSymbol(module, assertMsgPrefix)
	arrayType := llvm.ArrayType{Elem: ir.I8, Len: int64(len(msg))}
	chars := make([]ir.Attribute, len(msg))
	for i, c := range msg {
		chars[i] = ir.IntAttr(ir.I8, int64(c))
	}
	b.SetInsertionPointToStart(top)
	llvm.NewGlobal(b, name, arrayType, llvm.Private, llvm.GlobalOptions{Constant: true,
		Value: ctx.DenseElements(ctx.TensorType([]int64{int64(len(msg))}, ir.I8, nil), chars)}, loc)
	putsType := llvm.Func(ctx, llvm.Void, []ir.Type{llvm.Ptr}, false)
	abortType := llvm.Func(ctx, llvm.Void, nil, false)
	for _, f := range []struct {
		name string
		t    llvm.FuncType
	}{{putsFuncName, putsType}, {abortFuncName, abortType}} {
		if ir.LookupSymbolIn(module, ir.SymbolRef(f.name)) == nil {
			b.SetInsertionPointToStart(top)
			llvm.NewFunc(b, f.name, f.t, llvm.External, loc)
		}
	}
	b.SetInsertionPoint(saved)

	block := op.Block()
	continuation := rw.SplitBlock(block, op)
	failed := ir.NewBlock(nil, nil)
	block.Parent().AppendBlock(failed)
	b.SetInsertionPointToEnd(failed)
	addr := llvm.NewAddressOf(b, name, loc).Result(0)
	first := llvm.NewGEP(b, arrayType, addr, []llvm.GEPIndex{{Const: 0}, {Const: 0}}, loc).Result(0)
	llvm.NewCall(b, putsFuncName, putsType, []*ir.Value{first}, loc)
	llvm.NewCall(b, abortFuncName, abortType, nil, loc)
	llvm.NewUnreachable(b, loc)

	b.SetInsertionPointToEnd(block)
	llvm.NewCondBr(b, operands[0], continuation, nil, failed, nil, loc)
	rw.EraseOp(op)
	return nil
}

// uniqueSymbol returns prefix followed by the first number that makes a
// name no symbol of module has.
func uniqueSymbol(module *ir.Operation, prefix string) string {
	for i := 0; ; i++ {
		name := prefix + strconv.Itoa(i)
		if ir.LookupSymbolIn(module, ir.SymbolRef(name)) == nil {
			return name
		}
	}
}
