package cirtollvm

import (
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/tollvm"
	"github.com/strata-ir/strata/rewrite"
	"strings"
)

// lowerFn lowers one cir op; operands are its converted operands (the
// adaptor). It returns an error, before changing anything, when it cannot.
type lowerFn func(tl *typeLowering, op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error

// patterns returns the conversion patterns of the cir ops left after
// flattening, and of the branches flattening built with cir operands.
func (tl *typeLowering) patterns(tc *rewrite.TypeConverter) *rewrite.ConversionPatternSet {
	lowerings := []struct {
		root string
		fn   lowerFn
	}{
		{cir.FuncOpName, lowerFunc},
		{cir.ReturnOpName, lowerReturn},
		{cir.CallOpName, lowerCall},
		{cir.AllocaOpName, lowerAlloca},
		{cir.LoadOpName, lowerLoad},
		{cir.StoreOpName, lowerStore},
		{cir.ConstOpName, lowerConst},
		{cir.GlobalOpName, lowerGlobal},
		{cir.GetGlobalOpName, lowerGetGlobal},
		{cir.PtrStrideOpName, lowerPtrStride},
		{cir.GetMemberOpName, lowerGetMember},
		{cir.BinOpName, lowerBinOp},
		{cir.UnaryOpName, lowerUnary},
		{cir.CmpOpName, lowerCmp},
		{cir.CastOpName, lowerCast},
		{cir.SelectOpName, lowerSelect},
		{cir.VaStartOpName, lowerVa(llvm.VaStartOpName)},
		{cir.VaEndOpName, lowerVa(llvm.VaEndOpName)},
		{cir.VaCopyOpName, lowerVa(llvm.VaCopyOpName)},
		{llvm.BrOpName, remapOperands},
		{llvm.CondBrOpName, remapOperands},
		{llvm.SwitchOpName, remapOperands},
		{builtin.UnrealizedConversionCastOpName, foldCast},
	}
	var ps []rewrite.ConversionPattern
	for _, l := range lowerings {
		fn := l.fn
		ps = append(ps, &rewrite.ConversionPatternFunc{
			Name:      "lower " + l.root,
			RootName:  l.root,
			Priority:  1,
			Converter: tc,
			Fn: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
				return fn(tl, op, operands, rw)
			},
		})
	}
	// Ops of other dialects nested in cir functions (omp) keep their
	// place; their types and regions are converted.
	ps = append(ps, tollvm.PassThroughPattern(tc, func(op *ir.Operation) bool {
		return op.Dialect() != cir.Name && !op.Is(builtin.UnrealizedConversionCastOpName) && hasCIRTypes(op)
	}))
	return rewrite.NewConversionPatternSet(ps...)
}

// remapOperands gives an op its converted operands, in place: the
// branches built by flattening, which forward cir values.
func remapOperands(_ *typeLowering, op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
	rw.ModifyInPlace(op, func() { op.SetOperands(operands) })
	return nil
}

// foldCast removes a builtin.unrealized_conversion_cast between a cir
// type and the builtin type it converts to (how a cir program hands its
// integers to an omp loop's bounds, say): once its operand is converted,
// the cast is the operand itself.
func foldCast(_ *typeLowering, op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
	if len(operands) != 1 || op.NumResults() != 1 {
		return errorf("not a 1:1 cast")
	}
	want, ok := rw.TypeConverter().ConvertType(op.Result(0).Type())
	if !ok || operands[0].Type() != want {
		return errorf("the cast changes %s into %s, not only a cir type into its llvm type",
			ir.TypeString(op.Operand(0).Type()), ir.TypeString(op.Result(0).Type()))
	}
	rw.ReplaceOp(op, operands)
	return nil
}

// typeAttr returns the type held by op's type attribute name.
func typeAttr(op *ir.Operation, name string) (ir.Type, error) {
	ta, ok := op.Attr(name).(ir.TypeAttr)
	if !ok {
		return nil, errorf("'%s' has no type attribute '%s'", op.Name(), name)
	}
	return ta.Type, nil
}

// stringAttr returns op's string attribute name, or "" without one.
func stringAttr(op *ir.Operation, name string) string {
	s, _ := op.Attr(name).(ir.StringAttr)
	return s.Value
}

// symbolAttr returns the symbol op's attribute name refers to.
func symbolAttr(op *ir.Operation, name string) (string, bool) {
	s, ok := op.Attr(name).(ir.SymbolRefAttr)
	if !ok || !s.IsFlat() {
		return "", false
	}
	return s.Root(), true
}

// linkageOf returns the llvm linkage of a cir.func or cir.global: the
// `linkage` attribute's, external by default.
func linkageOf(op *ir.Operation) (llvm.Linkage, error) {
	a, ok := op.Attr(cir.LinkageAttr).(cir.LinkageKindAttr)
	if !ok {
		return llvm.External, nil
	}
	switch a.Kind {
	case cir.ExternalLinkage:
		return llvm.External, nil
	case cir.InternalLinkage:
		return llvm.Internal, nil
	case cir.PrivateLinkage:
		return llvm.Private, nil
	}
	return 0, errorf("unknown linkage '%s'", a.Kind)
}

// lowerFunc turns a cir.func into an llvm.func of the converted type,
// moving the body and converting the types of its blocks' arguments.
func lowerFunc(tl *typeLowering, op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) error {
	t, err := typeAttr(op, "function_type")
	if err != nil {
		return err
	}
	ft, ok := t.(cir.FuncType)
	if !ok {
		return errorf("function_type is %s, not a !cir.func", ir.TypeString(t))
	}
	lft, err := tl.convertFunc(ft)
	if err != nil {
		return err
	}
	linkage, err := linkageOf(op)
	if err != nil {
		return err
	}
	name := stringAttr(op, ir.SymbolNameAttr)
	body := op.Region(0)
	var sc *rewrite.SignatureConversion
	if !body.Empty() {
		sc = rewrite.NewSignatureConversion(len(ft.Params()))
		for i := range ft.Params() {
			sc.AddInputs(i, lft.Params()[i])
		}
	}
	b := rw.Builder()
	b.SetInsertionPointBefore(op)
	fn := llvm.NewFunc(b, name, lft, linkage, op.Loc())
	keepDialectAttrs(op, fn)
	if sc != nil {
		rw.InlineRegionAtEnd(body, fn.Region(0))
		if _, err := rw.ConvertRegionTypes(fn.Region(0), tl.converter, sc); err != nil {
			return err
		}
	}
	rw.EraseOp(op)
	return nil
}

// keepDialectAttrs copies the attributes of other dialects (offload.kernel,
// offload.ref_pointer, omp.declare_target) from a cir function or global
// to its llvm counterpart: they say what it is to later passes.
func keepDialectAttrs(from, to *ir.Operation) {
	for _, na := range from.Attrs() {
		if strings.Contains(na.Name, ".") && !strings.HasPrefix(na.Name, "cir.") && to.Attr(na.Name) == nil {
			to.SetAttr(na.Name, na.Value)
		}
	}
}

func lowerReturn(_ *typeLowering, op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
	b := rw.Builder()
	b.SetInsertionPointBefore(op)
	llvm.NewReturn(b, operands, op.Loc())
	rw.EraseOp(op)
	return nil
}

// convertResults returns the converted result types of op.
func (tl *typeLowering) convertResults(op *ir.Operation) ([]ir.Type, error) {
	ts := make([]ir.Type, op.NumResults())
	for i, t := range op.ResultTypes() {
		ct, err := tl.convert(t)
		if err != nil {
			return nil, err
		}
		ts[i] = ct
	}
	return ts, nil
}

// lowerCall turns a direct cir.call into `llvm.call @callee`, an indirect
// one (no callee, the function pointer first) into `llvm.call %fp`. A
// variadic call passes its extra arguments as they are: the llvm.call's
// operand types are the call site's.
func lowerCall(tl *typeLowering, op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
	results, err := tl.convertResults(op)
	if err != nil {
		return err
	}
	if len(results) > 1 {
		return errorf("a call has at most one result")
	}
	var result ir.Type = llvm.Void
	if len(results) == 1 {
		result = results[0]
	}
	b := rw.Builder()
	b.SetInsertionPointBefore(op)
	var call *ir.Operation
	if callee, ok := symbolAttr(op, "callee"); ok {
		ft := llvm.Func(tl.ctx, result, valueTypes(operands), false)
		call = llvm.NewCall(b, callee, ft, operands, op.Loc())
	} else {
		if len(operands) == 0 {
			return errorf("an indirect call needs the function pointer as its first operand")
		}
		ft := llvm.Func(tl.ctx, result, valueTypes(operands[1:]), false)
		call = llvm.NewIndirectCall(b, ft, operands[0], operands[1:], op.Loc())
	}
	rw.ReplaceOp(op, call.Results())
	return nil
}

func valueTypes(vs []*ir.Value) []ir.Type {
	ts := make([]ir.Type, len(vs))
	for i, v := range vs {
		ts[i] = v.Type()
	}
	return ts
}

// alignmentOf returns op's explicit `alignment` attribute, or the natural
// alignment of the C type t.
func (tl *typeLowering) alignmentOf(op *ir.Operation, t ir.Type) int64 {
	if a, ok := op.Attr("alignment").(ir.IntegerAttr); ok && a.Int64() > 0 {
		return a.Int64()
	}
	return tl.alignOf(t)
}

// lowerAlloca turns a cir.alloca (already in the entry block) into
// `llvm.alloca` of one element of the memory type.
func lowerAlloca(tl *typeLowering, op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) error {
	t, err := typeAttr(op, "allocaType")
	if err != nil {
		return err
	}
	mt, err := tl.memType(t)
	if err != nil {
		return err
	}
	b := rw.Builder()
	b.SetInsertionPointBefore(op)
	one := llvm.NewIntConstant(b, ir.I64, 1, op.Loc())
	alloca := llvm.NewAlloca(b, mt, one, tl.alignmentOf(op, t), op.Loc())
	rw.ReplaceOp(op, alloca.Results())
	return nil
}

// lowerLoad loads the memory type; a bool is loaded as i8 and truncated.
func lowerLoad(tl *typeLowering, op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
	if op.NumResults() != 1 || len(operands) != 1 {
		return errorf("expects one address and one result")
	}
	t := op.Result(0).Type()
	mt, err := tl.memType(t)
	if err != nil {
		return err
	}
	b := rw.Builder()
	b.SetInsertionPointBefore(op)
	v := llvm.NewLoad(b, mt, operands[0], tl.alignOf(t), op.HasAttr("volatile"), op.Loc()).Result(0)
	if _, ok := t.(cir.BoolType); ok {
		v = llvm.NewCast(b, llvm.TruncOpName, v, ir.I1, op.Loc()).Result(0)
	}
	rw.ReplaceOp(op, []*ir.Value{v})
	return nil
}

// lowerVa lowers cir.va.start, end and copy to the llvm intrinsic op
// name (vacopy takes the destination first, cir.va.copy the source).
func lowerVa(name string) lowerFn {
	return func(tl *typeLowering, op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
		if name == llvm.VaCopyOpName {
			if len(operands) != 2 {
				return errorf("expects a source and a destination")
			}
			operands = []*ir.Value{operands[1], operands[0]}
		}
		b := rw.Builder()
		b.SetInsertionPointBefore(op)
		b.Create(ir.OperationState{Name: name, Loc: op.Loc(), Operands: operands})
		rw.EraseOp(op)
		return nil
	}
}

// lowerStore stores the memory form; a bool is zero-extended to i8.
func lowerStore(tl *typeLowering, op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
	if len(operands) != 2 {
		return errorf("expects a value and an address")
	}
	t := op.Operand(0).Type()
	b := rw.Builder()
	b.SetInsertionPointBefore(op)
	v := operands[0]
	if _, ok := t.(cir.BoolType); ok {
		v = llvm.NewCast(b, llvm.ZExtOpName, v, ir.I8, op.Loc()).Result(0)
	}
	llvm.NewStore(b, v, operands[1], tl.alignOf(t), op.HasAttr("volatile"), op.Loc())
	rw.EraseOp(op)
	return nil
}

func lowerConst(tl *typeLowering, op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) error {
	value := op.Attr("value")
	if value == nil || op.NumResults() != 1 {
		return errorf("expects a value attribute and one result")
	}
	ops, v, err := tl.buildConstDetached(value, op.Result(0).Type(), false, op.Loc())
	if err != nil {
		return err
	}
	rw.SetInsertionPointBefore(op)
	insertAll(rw, ops)
	rw.ReplaceOp(op, []*ir.Value{v})
	return nil
}

// buildConstDetached builds constant a of cir type t (its memory form when
// mem is set) in a detached block, so that a constant that cannot be
// lowered leaves the IR untouched (a conversion pattern must fail before
// changing anything). It returns the ops built and the value.
func (tl *typeLowering) buildConstDetached(a ir.Attribute, t ir.Type, mem bool, loc ir.Location) ([]*ir.Operation, *ir.Value, error) {
	scratch := ir.NewBlock(nil, nil)
	b := ir.NewBuilder(tl.ctx)
	b.SetInsertionPointToEnd(scratch)
	v, err := tl.buildConst(b, a, t, mem, loc)
	if err != nil {
		return nil, nil, err
	}
	var ops []*ir.Operation
	for o := range scratch.Ops() {
		ops = append(ops, o)
	}
	return ops, v, nil
}

// insertAll moves detached-built ops to rw's insertion point, in order.
func insertAll(rw *rewrite.ConversionRewriter, ops []*ir.Operation) {
	for _, o := range ops {
		o.Remove()
		rw.Insert(o)
	}
}

// lowerGlobal turns a cir.global into an llvm.mlir.global of the memory
// type: an attribute initializer for numbers, strings and arrays of
// numbers (zero-filled ones included), an initializer region for records
// and pointers.
func lowerGlobal(tl *typeLowering, op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) error {
	t, err := typeAttr(op, "sym_type")
	if err != nil {
		return err
	}
	mt, err := tl.memType(t)
	if err != nil {
		return err
	}
	linkage, err := linkageOf(op)
	if err != nil {
		return err
	}
	init := op.Attr("initial_value")
	opts := llvm.GlobalOptions{Constant: op.HasAttr("constant"), Alignment: tl.alignmentOf(op, t), ThreadLocal: op.HasAttr(cir.TLSAttr)}
	attr, isAttr := tl.globalValueAttr(init, t)
	if isAttr {
		opts.Value = attr
	}
	// Build the initializer region's ops first: a constant that cannot be
	// lowered must fail the pattern before anything changes.
	var initOps []*ir.Operation
	var initValue *ir.Value
	extern := op.HasAttr(cir.ExternAttr)
	if extern {
		// A declaration of a global defined elsewhere (C's extern): no
		// initializer, no region.
		isAttr, opts.Value = true, nil
	}
	if !isAttr {
		if init == nil {
			init = cir.ZeroAttr{Type: t}
		}
		if initOps, initValue, err = tl.buildConstDetached(init, t, true, op.Loc()); err != nil {
			return err
		}
	}
	b := rw.Builder()
	b.SetInsertionPointBefore(op)
	g := llvm.NewGlobal(b, stringAttr(op, ir.SymbolNameAttr), mt, linkage, opts, op.Loc())
	keepDialectAttrs(op, g)
	if !isAttr {
		blk := b.CreateBlock(g.Region(0), nil, nil)
		rw.Builder().SetInsertionPointToEnd(blk)
		insertAll(rw, initOps)
		llvm.NewReturn(rw.Builder(), []*ir.Value{initValue}, op.Loc())
	}
	rw.EraseOp(op)
	return nil
}

func lowerGetGlobal(_ *typeLowering, op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) error {
	name, ok := symbolAttr(op, "name")
	if !ok {
		return errorf("expects a flat symbol 'name'")
	}
	b := rw.Builder()
	b.SetInsertionPointBefore(op)
	rw.ReplaceOp(op, llvm.NewAddressOf(b, name, op.Loc()).Results())
	return nil
}

// extendToI64 sign- or zero-extends an index of cir integer type t to
// i64, as getelementptr indices are.
func extendToI64(b *ir.Builder, v *ir.Value, t cir.IntType, loc ir.Location) *ir.Value {
	switch {
	case t.Width == 64:
		return v
	case t.Signed:
		return llvm.NewCast(b, llvm.SExtOpName, v, ir.I64, loc).Result(0)
	}
	return llvm.NewCast(b, llvm.ZExtOpName, v, ir.I64, loc).Result(0)
}

// lowerPtrStride turns `&base[stride]` into a getelementptr over the
// pointee's memory type, the stride widened to i64 by its signedness.
func lowerPtrStride(tl *typeLowering, op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
	pt, ok := op.Operand(0).Type().(cir.PointerType)
	if !ok {
		return errorf("the base is not a !cir.ptr")
	}
	st, ok := op.Operand(1).Type().(cir.IntType)
	if !ok {
		return errorf("the stride is not a !cir.int")
	}
	elem, err := tl.memType(pt.Pointee)
	if err != nil {
		return err
	}
	b := rw.Builder()
	b.SetInsertionPointBefore(op)
	idx := extendToI64(b, operands[1], st, op.Loc())
	gep := llvm.NewGEP(b, elem, operands[0], []llvm.GEPIndex{{Value: idx}}, op.Loc())
	// C defines pointer arithmetic only within one object (and one past
	// its end), which is what inbounds says.
	gep.SetAttr(llvm.InboundsAttr, ir.Unit)
	rw.ReplaceOp(op, gep.Results())
	return nil
}

// lowerGetMember turns the address of member i of a struct into a
// getelementptr [0, i]; every member of a union is at the union's address.
func lowerGetMember(tl *typeLowering, op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
	pt, ok := op.Operand(0).Type().(cir.PointerType)
	if !ok {
		return errorf("the address is not a !cir.ptr")
	}
	rt, ok := pt.Pointee.(cir.RecordType)
	if !ok {
		return errorf("the address does not point to a record")
	}
	rt, err := tl.resolve(rt)
	if err != nil {
		return err
	}
	idx, ok := op.Attr("index").(ir.IntegerAttr)
	if !ok || idx.Int64() < 0 || idx.Int64() >= int64(len(rt.Members())) {
		return errorf("the member index is missing or out of range")
	}
	if rt.Kind == cir.Union {
		rw.ReplaceOp(op, operands[:1])
		return nil
	}
	st, err := tl.convert(rt)
	if err != nil {
		return err
	}
	b := rw.Builder()
	b.SetInsertionPointBefore(op)
	gep := llvm.NewGEP(b, st, operands[0], []llvm.GEPIndex{{Const: 0}, {Const: int32(idx.Int64())}}, op.Loc())
	gep.SetAttr(llvm.InboundsAttr, ir.Unit) // a member lies within its record
	rw.ReplaceOp(op, gep.Results())
	return nil
}

// binOpName returns the llvm op of a cir.binop kind on type t, and
// whether it takes nsw (add, sub, mul on a signed type as wide as int:
// C's signed overflow is undefined there).
func binOpName(kind cir.BinOpKind, t ir.Type) (name string, nsw bool, err error) {
	_, isFloat := t.(cir.FloatType)
	it, isInt := t.(cir.IntType)
	_, isBool := t.(cir.BoolType)
	signed := isInt && it.Signed
	if isFloat {
		switch kind {
		case cir.BinAdd:
			return llvm.FAddOpName, false, nil
		case cir.BinSub:
			return llvm.FSubOpName, false, nil
		case cir.BinMul:
			return llvm.FMulOpName, false, nil
		case cir.BinDiv:
			return llvm.FDivOpName, false, nil
		}
		return "", false, errorf("binop '%s' does not apply to %s", kind, ir.TypeString(t))
	}
	if !isInt && !isBool {
		return "", false, errorf("binop on %s", ir.TypeString(t))
	}
	switch kind {
	case cir.BinAnd:
		return llvm.AndOpName, false, nil
	case cir.BinOr:
		return llvm.OrOpName, false, nil
	case cir.BinXor:
		return llvm.XorOpName, false, nil
	}
	if isBool {
		return "", false, errorf("binop '%s' does not apply to %s", kind, ir.TypeString(t))
	}
	switch kind {
	case cir.BinAdd:
		return llvm.AddOpName, signedOverflowIsUndefined(it), nil
	case cir.BinSub:
		return llvm.SubOpName, signedOverflowIsUndefined(it), nil
	case cir.BinMul:
		return llvm.MulOpName, signedOverflowIsUndefined(it), nil
	case cir.BinDiv:
		if signed {
			return llvm.SDivOpName, false, nil
		}
		return llvm.UDivOpName, false, nil
	case cir.BinRem:
		if signed {
			return llvm.SRemOpName, false, nil
		}
		return llvm.URemOpName, false, nil
	case cir.BinShl:
		return llvm.ShlOpName, false, nil
	case cir.BinShr:
		if signed {
			return llvm.AShrOpName, false, nil
		}
		return llvm.LShrOpName, false, nil
	}
	return "", false, errorf("unknown binop kind '%s'", kind)
}

// signedOverflowIsUndefined reports whether arithmetic on t may be marked
// nsw: t is signed and at least as wide as C's int. C promotes narrower
// types to int before computing and converts the result back, which wraps
// (gcc and clang): ++ on a signed char holding 127 gives -128, and is
// defined.
func signedOverflowIsUndefined(t cir.IntType) bool { return t.Signed && t.Width >= 32 }

// overflow returns the flags of an integer op that may take nsw: nsw
// when it may and the lowering sets overflow flags (Options).
func (tl *typeLowering) overflow(nsw bool) llvm.OverflowFlags {
	if nsw && tl.overflowFlags {
		return llvm.OverflowNSW
	}
	return llvm.OverflowNone
}

func lowerBinOp(tl *typeLowering, op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
	if len(operands) != 2 {
		return errorf("expects two operands")
	}
	name, nsw, err := binOpName(cir.BinOp{Operation: op}.Kind(), op.Result(0).Type())
	if err != nil {
		return err
	}
	b := rw.Builder()
	b.SetInsertionPointBefore(op)
	rw.ReplaceOp(op, llvm.NewBinary(b, name, operands[0], operands[1], tl.overflow(nsw), op.Loc()).Results())
	return nil
}

// lowerUnary: inc and dec add or subtract one, minus subtracts from zero
// (fneg for floats), not xors with all ones, lnot with true; plus is the
// operand itself.
func lowerUnary(tl *typeLowering, op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
	if len(operands) != 1 {
		return errorf("expects one operand")
	}
	t := op.Result(0).Type()
	kind := cir.UnaryOp{Operation: op}.Kind()
	x := operands[0]
	lt := x.Type()
	b := rw.Builder()
	b.SetInsertionPointBefore(op)
	loc := op.Loc()
	var r *ir.Value
	switch t := t.(type) {
	case cir.IntType:
		nsw := tl.overflow(signedOverflowIsUndefined(t))
		switch kind {
		case cir.UnaryInc:
			r = llvm.NewBinary(b, llvm.AddOpName, x, llvm.NewIntConstant(b, lt, 1, loc), nsw, loc).Result(0)
		case cir.UnaryDec:
			r = llvm.NewBinary(b, llvm.SubOpName, x, llvm.NewIntConstant(b, lt, 1, loc), nsw, loc).Result(0)
		case cir.UnaryPlus:
			r = x
		case cir.UnaryMinus:
			r = llvm.NewBinary(b, llvm.SubOpName, llvm.NewIntConstant(b, lt, 0, loc), x, nsw, loc).Result(0)
		case cir.UnaryNot:
			r = llvm.NewBinary(b, llvm.XorOpName, x, llvm.NewIntConstant(b, lt, -1, loc), llvm.OverflowNone, loc).Result(0)
		}
	case cir.FloatType:
		one := func() *ir.Value { return llvm.NewConstant(b, lt, ir.FloatAttrOf(lt, 1), loc).Result(0) }
		switch kind {
		case cir.UnaryInc:
			r = llvm.NewBinary(b, llvm.FAddOpName, x, one(), llvm.OverflowNone, loc).Result(0)
		case cir.UnaryDec:
			r = llvm.NewBinary(b, llvm.FSubOpName, x, one(), llvm.OverflowNone, loc).Result(0)
		case cir.UnaryPlus:
			r = x
		case cir.UnaryMinus:
			r = llvm.NewFNeg(b, x, loc).Result(0)
		}
	case cir.BoolType:
		if kind == cir.UnaryLNot {
			r = llvm.NewBinary(b, llvm.XorOpName, x, llvm.NewConstant(b, ir.I1, ir.BoolAttr(true), loc).Result(0), llvm.OverflowNone, loc).Result(0)
		}
	}
	if r == nil {
		return errorf("unary '%s' does not apply to %s", kind, ir.TypeString(t))
	}
	rw.ReplaceOp(op, []*ir.Value{r})
	return nil
}

var (
	signedPreds   = map[cir.CmpKind]llvm.ICmpPredicate{cir.CmpLT: llvm.ICmpSLT, cir.CmpLE: llvm.ICmpSLE, cir.CmpGT: llvm.ICmpSGT, cir.CmpGE: llvm.ICmpSGE, cir.CmpEQ: llvm.ICmpEQ, cir.CmpNE: llvm.ICmpNE}
	unsignedPreds = map[cir.CmpKind]llvm.ICmpPredicate{cir.CmpLT: llvm.ICmpULT, cir.CmpLE: llvm.ICmpULE, cir.CmpGT: llvm.ICmpUGT, cir.CmpGE: llvm.ICmpUGE, cir.CmpEQ: llvm.ICmpEQ, cir.CmpNE: llvm.ICmpNE}
	// C's float comparisons are ordered, but != is true when either side
	// is NaN.
	floatPreds = map[cir.CmpKind]llvm.FCmpPredicate{cir.CmpLT: llvm.FCmpOLT, cir.CmpLE: llvm.FCmpOLE, cir.CmpGT: llvm.FCmpOGT, cir.CmpGE: llvm.FCmpOGE, cir.CmpEQ: llvm.FCmpOEQ, cir.CmpNE: llvm.FCmpUNE}
)

// lowerCmp compares integers by their signedness (bools and pointers as
// unsigned) and floats as C does.
func lowerCmp(_ *typeLowering, op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
	if len(operands) != 2 {
		return errorf("expects two operands")
	}
	kind := cir.CmpOp{Operation: op}.Kind()
	b := rw.Builder()
	b.SetInsertionPointBefore(op)
	var r *ir.Operation
	switch t := op.Operand(0).Type().(type) {
	case cir.FloatType:
		pred, ok := floatPreds[kind]
		if !ok {
			return errorf("unknown cmp kind '%s'", kind)
		}
		r = llvm.NewFCmp(b, pred, operands[0], operands[1], op.Loc())
	case cir.IntType, cir.BoolType, cir.PointerType:
		preds := unsignedPreds
		if it, ok := t.(cir.IntType); ok && it.Signed {
			preds = signedPreds
		}
		pred, ok := preds[kind]
		if !ok {
			return errorf("unknown cmp kind '%s'", kind)
		}
		r = llvm.NewICmp(b, pred, operands[0], operands[1], op.Loc())
	default:
		return errorf("cannot compare values of type %s", ir.TypeString(t))
	}
	rw.ReplaceOp(op, r.Results())
	return nil
}

func lowerSelect(_ *typeLowering, op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
	if len(operands) != 3 {
		return errorf("expects a condition and two values")
	}
	b := rw.Builder()
	b.SetInsertionPointBefore(op)
	rw.ReplaceOp(op, llvm.NewSelect(b, operands[0], operands[1], operands[2], op.Loc()).Results())
	return nil
}

// lowerCast lowers each cast kind of docs/cir.md with C's semantics.
func lowerCast(tl *typeLowering, op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
	if len(operands) != 1 || op.NumResults() != 1 {
		return errorf("expects one operand and one result")
	}
	kind := cir.CastOp{Operation: op}.Kind()
	from, to := op.Operand(0).Type(), op.Result(0).Type()
	lto, err := tl.convert(to)
	if err != nil {
		return err
	}
	x := operands[0]
	loc := op.Loc()
	b := rw.Builder()
	b.SetInsertionPointBefore(op)
	cast := func(name string) *ir.Value { return llvm.NewCast(b, name, x, lto, loc).Result(0) }
	mismatch := func() error {
		return errorf("cast '%s' from %s to %s", kind, ir.TypeString(from), ir.TypeString(to))
	}
	var r *ir.Value
	switch kind {
	case cir.CastIntegral:
		fi, ok1 := from.(cir.IntType)
		ti, ok2 := to.(cir.IntType)
		if !ok1 || !ok2 {
			return mismatch()
		}
		switch {
		case ti.Width < fi.Width:
			r = cast(llvm.TruncOpName)
		case ti.Width == fi.Width:
			r = x
		case fi.Signed:
			r = cast(llvm.SExtOpName)
		default:
			r = cast(llvm.ZExtOpName)
		}
	case cir.CastFloating:
		ff, ok1 := from.(cir.FloatType)
		tf, ok2 := to.(cir.FloatType)
		if !ok1 || !ok2 {
			return mismatch()
		}
		switch {
		case tf.Width() < ff.Width():
			r = cast(llvm.FPTruncOpName)
		case tf.Width() == ff.Width():
			r = x
		default:
			r = cast(llvm.FPExtOpName)
		}
	case cir.CastIntToFloat:
		fi, ok := from.(cir.IntType)
		if !ok || !cir.IsFloating(to) {
			return mismatch()
		}
		if fi.Signed {
			r = cast(llvm.SIToFPOpName)
		} else {
			r = cast(llvm.UIToFPOpName)
		}
	case cir.CastFloatToInt:
		ti, ok := to.(cir.IntType)
		if !ok || !cir.IsFloating(from) {
			return mismatch()
		}
		if ti.Signed {
			r = cast(llvm.FPToSIOpName)
		} else {
			r = cast(llvm.FPToUIOpName)
		}
	case cir.CastIntToBool:
		if !cir.IsIntegral(from) {
			return mismatch()
		}
		r = llvm.NewICmp(b, llvm.ICmpNE, x, llvm.NewIntConstant(b, x.Type(), 0, loc), loc).Result(0)
	case cir.CastFloatToBool:
		if !cir.IsFloating(from) {
			return mismatch()
		}
		zero := llvm.NewConstant(b, x.Type(), ir.FloatAttrOf(x.Type(), 0), loc).Result(0)
		r = llvm.NewFCmp(b, llvm.FCmpUNE, x, zero, loc).Result(0)
	case cir.CastPtrToBool:
		if !cir.IsPointer(from) {
			return mismatch()
		}
		r = llvm.NewICmp(b, llvm.ICmpNE, x, llvm.NewNull(b, loc).Result(0), loc).Result(0)
	case cir.CastBoolToInt:
		ti, ok := to.(cir.IntType)
		if !ok {
			return mismatch()
		}
		if ti.Width == 1 {
			r = x
		} else {
			r = cast(llvm.ZExtOpName)
		}
	case cir.CastBoolToFloat:
		if !cir.IsFloating(to) {
			return mismatch()
		}
		r = cast(llvm.UIToFPOpName)
	case cir.CastArrayToPtrDecay, cir.CastBitcast:
		// All pointers are the same !llvm.ptr: the address is the value.
		if cir.IsPointer(from) && cir.IsPointer(to) {
			r = x
		} else if kind == cir.CastBitcast && x.Type() != lto {
			r = cast(llvm.BitcastOpName)
		} else if kind == cir.CastBitcast {
			r = x
		} else {
			return mismatch()
		}
	case cir.CastNullToPtr:
		if !cir.IsIntegral(from) || !cir.IsPointer(to) {
			return mismatch()
		}
		if isZeroConst(operands[0]) {
			r = llvm.NewNull(b, loc).Result(0)
		} else {
			r = cast(llvm.IntToPtrOpName)
		}
	case cir.CastIntToPtr:
		if !cir.IsIntegral(from) || !cir.IsPointer(to) {
			return mismatch()
		}
		r = cast(llvm.IntToPtrOpName)
	case cir.CastPtrToInt:
		if !cir.IsPointer(from) || !cir.IsIntegral(to) {
			return mismatch()
		}
		r = cast(llvm.PtrToIntOpName)
	default:
		return errorf("unknown cast kind '%s'", kind)
	}
	rw.ReplaceOp(op, []*ir.Value{r})
	return nil
}

// isZeroConst reports whether v, a converted operand, is the integer
// constant zero.
func isZeroConst(v *ir.Value) bool {
	def := v.DefiningOp()
	if def == nil || !def.Is(llvm.ConstantOpName) {
		return false
	}
	c, ok := def.Attr("value").(ir.IntegerAttr)
	return ok && c.Int64() == 0
}
