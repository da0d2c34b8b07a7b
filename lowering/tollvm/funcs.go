package tollvm

import (
	"errors"
	"fmt"

	"github.com/strata-ir/strata/dialects/funcs"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/rewrite"
)

// Attributes of func.func that the lowering reads rather than copies.
const (
	// linkageAttrName sets the linkage of the llvm.func (MLIR's
	// "llvm.linkage"); without it the linkage is external.
	linkageAttrName = "llvm.linkage"
	// varArgsAttrName makes the llvm.func variadic.
	varArgsAttrName = "func.varargs"
	// structAttrsAttrName holds the result attributes of a function whose
	// results are packed into a struct.
	structAttrsAttrName = "llvm.struct_attrs"
)

// FuncPatterns returns the patterns that lower the func dialect to the llvm
// dialect with the type converter tc (MLIR 16's
// populateFuncToLLVMConversionPatterns): func.func becomes llvm.func,
// func.call and func.call_indirect llvm.call, func.return llvm.return,
// func.constant llvm.mlir.addressof. Several results travel packed in a
// literal struct.
func FuncPatterns(tc *rewrite.TypeConverter) []rewrite.ConversionPattern {
	return []rewrite.ConversionPattern{
		pattern(tc, funcs.FuncOpName, []string{llvm.FuncOpName}, lowerFuncOp),
		pattern(tc, funcs.ReturnOpName, []string{llvm.ReturnOpName, llvm.UndefOpName, llvm.InsertValueOpName}, lowerReturn),
		pattern(tc, funcs.CallOpName, []string{llvm.CallOpName, llvm.ExtractValueOpName}, lowerCall),
		pattern(tc, funcs.CallIndirectOpName, []string{llvm.CallOpName, llvm.ExtractValueOpName}, lowerCall),
		pattern(tc, funcs.ConstantOpName, []string{llvm.AddressOfOpName}, lowerFuncConstant),
	}
}

// lowerFuncOp replaces a func.func with an llvm.func of the converted
// signature that takes over its body, as MLIR 16 does: the linkage is
// external unless an llvm.linkage attribute says otherwise (a private
// func.func stays external, with sym_visibility = "private"), the other
// attributes are copied, argument attributes follow their arguments, and
// the attributes of packed results go into llvm.struct_attrs.
func lowerFuncOp(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) error {
	fn, ok := funcs.AsFunc(op)
	if !ok || fn.FunctionType() == nil {
		return errors.New("not a func.func with a function_type")
	}
	ctx := rw.Context()
	tc := rw.TypeConverter()
	varArg := false
	if b, ok := op.Attr(varArgsAttrName).(ir.IntegerAttr); ok {
		varArg = b.Bool()
	}
	ft, sc, err := ConvertFuncSignature(ctx, tc, fn.FunctionType(), varArg)
	if err != nil {
		return err
	}
	linkage := llvm.External
	if a := op.Attr(linkageAttrName); a != nil {
		l, ok := a.(llvm.LinkageAttr)
		if !ok {
			return fmt.Errorf("%s must be a #llvm.linkage attribute", linkageAttrName)
		}
		linkage = l.Linkage
	}
	// Every block must convert before anything changes.
	for i, blk := range fn.Body().Blocks() {
		if i == 0 {
			continue
		}
		if _, err := convertTypes(tc, blockArgTypes(blk), "block argument"); err != nil {
			return err
		}
	}

	lowered := llvm.NewFunc(rw.Builder(), fn.Name(), ft, linkage, op.Loc())
	for _, a := range op.Attrs() {
		switch a.Name {
		case ir.SymbolNameAttr, funcs.FunctionTypeAttr, linkageAttrName, varArgsAttrName, funcs.ResAttrsAttr:
		default:
			lowered.SetAttr(a.Name, a.Value)
		}
	}
	if res, ok := op.Attr(funcs.ResAttrsAttr).(*ir.ArrayAttr); ok && hasEntries(res) {
		if len(res.Elems()) == 1 {
			lowered.SetAttr(funcs.ResAttrsAttr, res)
		} else {
			packed := ctx.DictionaryAttr([]ir.NamedAttribute{{Name: structAttrsAttrName, Value: res}})
			lowered.SetAttr(funcs.ResAttrsAttr, ctx.ArrayAttr([]ir.Attribute{packed}))
		}
	}
	rw.InlineRegionAtEnd(fn.Body(), lowered.Region(0))
	if !lowered.Region(0).Empty() {
		if _, err := rw.ConvertRegionTypes(lowered.Region(0), tc, sc); err != nil {
			// Checked above: the conversion cannot fail here.
			return fmt.Errorf("converting the body of @%s: %w", fn.Name(), err)
		}
	}
	rw.EraseOp(op)
	return nil
}

// hasEntries reports whether an array of dictionaries holds any attribute.
func hasEntries(a *ir.ArrayAttr) bool {
	for _, e := range a.Elems() {
		if d, ok := e.(*ir.DictionaryAttr); ok && len(d.Entries()) > 0 {
			return true
		}
	}
	return false
}

func blockArgTypes(b *ir.Block) []ir.Type {
	types := make([]ir.Type, b.NumArguments())
	for i, a := range b.Arguments() {
		types[i] = a.Type()
	}
	return types
}

// lowerReturn returns nothing or one value as it is, and several packed
// into a struct.
func lowerReturn(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
	b := rw.Builder()
	if len(operands) <= 1 {
		rw.ReplaceOp(op, llvm.NewReturn(b, operands, op.Loc()).Results())
		return nil
	}
	packed := pack(b, operands, op.Loc())
	rw.ReplaceOp(op, llvm.NewReturn(b, []*ir.Value{packed}, op.Loc()).Results())
	return nil
}

// pack builds the struct of values: an undef struct and one insertvalue
// per value.
func pack(b *ir.Builder, values []*ir.Value, loc ir.Location) *ir.Value {
	types := make([]ir.Type, len(values))
	for i, v := range values {
		types[i] = v.Type()
	}
	packed := llvm.NewUndef(b, PackResults(b.Ctx, types), loc).Result(0)
	for i, v := range values {
		packed = llvm.NewInsertValue(b, packed, v, []int64{int64(i)}, loc).Result(0)
	}
	return packed
}

// lowerCall lowers func.call (to the callee symbol) and func.call_indirect
// (through the pointer its first operand becomes): one llvm.call, whose
// packed result, when there are several, is taken apart by extractvalue.
func lowerCall(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
	results, err := convertTypes(rw.TypeConverter(), op.ResultTypes(), "result")
	if err != nil {
		return err
	}
	b := rw.Builder()
	var call *ir.Operation
	if c, ok := funcs.AsCall(op); ok {
		t := llvm.Func(b.Ctx, PackResults(b.Ctx, results), operandTypes(operands), false)
		call = llvm.NewCall(b, c.Callee(), t, operands, op.Loc())
	} else {
		if len(operands) == 0 {
			return errors.New("func.call_indirect without a callee")
		}
		t := llvm.Func(b.Ctx, PackResults(b.Ctx, results), operandTypes(operands[1:]), false)
		call = llvm.NewIndirectCall(b, t, operands[0], operands[1:], op.Loc())
	}
	if len(results) <= 1 {
		rw.ReplaceOp(op, call.Results())
		return nil
	}
	values := make([]*ir.Value, len(results))
	for i, t := range results {
		values[i] = llvm.NewExtractValue(b, call.Result(0), []int64{int64(i)}, t, op.Loc()).Result(0)
	}
	rw.ReplaceOp(op, values)
	return nil
}

func operandTypes(vs []*ir.Value) []ir.Type {
	types := make([]ir.Type, len(vs))
	for i, v := range vs {
		types[i] = v.Type()
	}
	return types
}

// lowerFuncConstant takes the address of the function: with opaque
// pointers, a plain !llvm.ptr.
func lowerFuncConstant(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) error {
	ref, ok := op.Attr("value").(ir.SymbolRefAttr)
	if !ok {
		return errors.New("func.constant without a symbol value")
	}
	rw.ReplaceOp(op, llvm.NewAddressOf(rw.Builder(), ref.Root(), op.Loc()).Results())
	return nil
}
