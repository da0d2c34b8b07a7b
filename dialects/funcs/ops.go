package funcs

import (
	"github.com/strata-ir/strata/ir"
)

// FuncOp is func.func.
type FuncOp struct{ *ir.Operation }

// AsFunc returns op as a func.func, if it is one.
func AsFunc(op *ir.Operation) (FuncOp, bool) { return FuncOp{op}, op != nil && op.Is(FuncOpName) }

// Name returns the function's symbol name.
func (f FuncOp) Name() string {
	s, _ := ir.SymbolName(f.Operation)
	return s
}

// FunctionType returns the signature; nil when the attribute is missing.
func (f FuncOp) FunctionType() *ir.FunctionType {
	ta, _ := f.Attr(FunctionTypeAttr).(ir.TypeAttr)
	ft, _ := ta.Type.(*ir.FunctionType)
	return ft
}

// SetFunctionType changes the signature (not the entry block arguments).
func (f FuncOp) SetFunctionType(t *ir.FunctionType) {
	f.SetAttr(FunctionTypeAttr, ir.TypeAttr{Type: t})
}

// Visibility returns "public", "private" or "nested".
func (f FuncOp) Visibility() string {
	if v, ok := f.Attr(ir.SymbolVisibilityAttr).(ir.StringAttr); ok {
		return v.Value
	}
	return "public"
}

// SetVisibility sets the symbol visibility; "public" removes the attribute,
// as public is the default.
func (f FuncOp) SetVisibility(v string) {
	if v == "public" {
		f.RemoveAttr(ir.SymbolVisibilityAttr)
		return
	}
	f.SetAttr(ir.SymbolVisibilityAttr, ir.Str(v))
}

// Body returns the function's region.
func (f FuncOp) Body() *ir.Region { return f.Region(0) }

// Entry returns the entry block, or nil for a declaration.
func (f FuncOp) Entry() *ir.Block { return f.Region(0).First() }

// Arguments returns the entry block's arguments (nil for a declaration).
func (f FuncOp) Arguments() []*ir.Value {
	if e := f.Entry(); e != nil {
		return e.Arguments()
	}
	return nil
}

// IsDeclaration reports whether the function has no body.
func (f FuncOp) IsDeclaration() bool { return f.Region(0).Empty() }

// ArgAttrs returns the attribute dictionary of argument i, or nil.
func (f FuncOp) ArgAttrs(i int) *ir.DictionaryAttr { return ir.FunctionArgAttrs(f.Operation, i) }

// ResultAttrs returns the attribute dictionary of result i, or nil.
func (f FuncOp) ResultAttrs(i int) *ir.DictionaryAttr { return ir.FunctionResultAttrs(f.Operation, i) }

// SetArgAttrs sets the attributes of argument i.
func (f FuncOp) SetArgAttrs(i int, attrs []ir.NamedAttribute) {
	f.setDictAt(ArgAttrsAttr, len(f.FunctionType().Inputs()), i, attrs)
}

// SetResultAttrs sets the attributes of result i.
func (f FuncOp) SetResultAttrs(i int, attrs []ir.NamedAttribute) {
	f.setDictAt(ResAttrsAttr, len(f.FunctionType().Results()), i, attrs)
}

// setDictAt updates entry i of an array of n dictionaries, dropping the
// array when every dictionary is empty, as MLIR does.
func (f FuncOp) setDictAt(name string, n, i int, attrs []ir.NamedAttribute) {
	ctx := f.Context()
	elems := make([]ir.Attribute, n)
	if arr, ok := f.Attr(name).(*ir.ArrayAttr); ok && len(arr.Elems()) == n {
		copy(elems, arr.Elems())
	}
	empty := ctx.DictionaryAttr(nil)
	for k := range elems {
		if elems[k] == nil {
			elems[k] = empty
		}
	}
	elems[i] = ctx.DictionaryAttr(attrs)
	for _, e := range elems {
		if e != ir.Attribute(empty) {
			f.SetAttr(name, ctx.ArrayAttr(elems))
			return
		}
	}
	f.RemoveAttr(name)
}

// NewFunc creates a func.func named name of type typ. With a body
// callback, the function gets an entry block whose arguments have the
// input types, and body fills it through a builder placed at its end (it
// should finish with a func.return). Without one, the function is a
// private declaration.
func NewFunc(b *ir.Builder, name string, typ *ir.FunctionType, loc ir.Location, body func(b *ir.Builder, args []*ir.Value)) FuncOp {
	attrs := []ir.NamedAttribute{
		{Name: ir.SymbolNameAttr, Value: ir.Str(name)},
		{Name: FunctionTypeAttr, Value: ir.TypeAttr{Type: typ}},
	}
	if body == nil {
		attrs = append(attrs, ir.NamedAttribute{Name: ir.SymbolVisibilityAttr, Value: ir.Str("private")})
	}
	op := b.Create(ir.OperationState{Name: FuncOpName, Loc: loc, Attributes: attrs, NumRegions: 1})
	if body != nil {
		locs := make([]ir.Location, len(typ.Inputs()))
		for i := range locs {
			locs[i] = loc
		}
		entry := op.Region(0).AddBlock(typ.Inputs(), locs)
		inner := ir.NewBuilder(b.Ctx)
		inner.Listener = b.Listener
		inner.SetInsertionPointToEnd(entry)
		body(inner, entry.Arguments())
	}
	return FuncOp{op}
}

// CallOp is func.call.
type CallOp struct{ *ir.Operation }

// AsCall returns op as a func.call, if it is one.
func AsCall(op *ir.Operation) (CallOp, bool) { return CallOp{op}, op != nil && op.Is(CallOpName) }

// Callee returns the name of the called function.
func (c CallOp) Callee() string {
	ref, _ := c.Attr(CalleeAttr).(ir.SymbolRefAttr)
	return ref.Root()
}

// SetCallee changes the called function.
func (c CallOp) SetCallee(name string) { c.SetAttr(CalleeAttr, ir.SymbolRef(name)) }

// Args returns the call's arguments.
func (c CallOp) Args() []*ir.Value { return c.Operands() }

// NewCall creates a call of callee with results of the given types.
func NewCall(b *ir.Builder, callee string, results []ir.Type, args []*ir.Value, loc ir.Location) CallOp {
	return CallOp{b.Create(ir.OperationState{
		Name:        CallOpName,
		Loc:         loc,
		Operands:    args,
		ResultTypes: results,
		Attributes:  []ir.NamedAttribute{{Name: CalleeAttr, Value: ir.SymbolRef(callee)}},
	})}
}

// NewCallTo creates a call of fn.
func NewCallTo(b *ir.Builder, fn FuncOp, args []*ir.Value, loc ir.Location) CallOp {
	return NewCall(b, fn.Name(), fn.FunctionType().Results(), args, loc)
}

// CallIndirectOp is func.call_indirect.
type CallIndirectOp struct{ *ir.Operation }

// AsCallIndirect returns op as a func.call_indirect, if it is one.
func AsCallIndirect(op *ir.Operation) (CallIndirectOp, bool) {
	return CallIndirectOp{op}, op != nil && op.Is(CallIndirectOpName)
}

// Callee returns the function value called.
func (c CallIndirectOp) Callee() *ir.Value { return c.Operand(0) }

// Args returns the call's arguments.
func (c CallIndirectOp) Args() []*ir.Value { return c.Operands()[1:] }

// NewCallIndirect creates a call of the function value callee.
func NewCallIndirect(b *ir.Builder, callee *ir.Value, args []*ir.Value, loc ir.Location) CallIndirectOp {
	ft, _ := callee.Type().(*ir.FunctionType)
	var results []ir.Type
	if ft != nil {
		results = ft.Results()
	}
	return CallIndirectOp{b.Create(ir.OperationState{
		Name:        CallIndirectOpName,
		Loc:         loc,
		Operands:    append([]*ir.Value{callee}, args...),
		ResultTypes: results,
	})}
}

// ReturnOp is func.return.
type ReturnOp struct{ *ir.Operation }

// AsReturn returns op as a func.return, if it is one.
func AsReturn(op *ir.Operation) (ReturnOp, bool) {
	return ReturnOp{op}, op != nil && op.Is(ReturnOpName)
}

// NewReturn creates a func.return of vals.
func NewReturn(b *ir.Builder, vals []*ir.Value, loc ir.Location) ReturnOp {
	return ReturnOp{b.Create(ir.OperationState{Name: ReturnOpName, Loc: loc, Operands: vals})}
}

// ConstantOp is func.constant.
type ConstantOp struct{ *ir.Operation }

// AsConstant returns op as a func.constant, if it is one.
func AsConstant(op *ir.Operation) (ConstantOp, bool) {
	return ConstantOp{op}, op != nil && op.Is(ConstantOpName)
}

// Value returns the name of the function referred to.
func (c ConstantOp) Value() string {
	ref, _ := c.Attr("value").(ir.SymbolRefAttr)
	return ref.Root()
}

// NewConstant creates a func.constant referring to fn.
func NewConstant(b *ir.Builder, fn FuncOp, loc ir.Location) ConstantOp {
	return ConstantOp{b.Create(ir.OperationState{
		Name:        ConstantOpName,
		Loc:         loc,
		ResultTypes: []ir.Type{fn.FunctionType()},
		Attributes:  []ir.NamedAttribute{{Name: "value", Value: ir.SymbolRef(fn.Name())}},
	})}
}

// materializeConstant builds a func.constant for a symbol reference of
// function type, the constants func.constant folds to.
func materializeConstant(b *ir.Builder, value ir.Attribute, typ ir.Type, loc ir.Location) *ir.Operation {
	ref, ok := value.(ir.SymbolRefAttr)
	if _, isFn := typ.(*ir.FunctionType); !ok || !isFn || !ref.IsFlat() {
		return nil
	}
	return b.Create(ir.OperationState{
		Name:        ConstantOpName,
		Loc:         loc,
		ResultTypes: []ir.Type{typ},
		Attributes:  []ir.NamedAttribute{{Name: "value", Value: ref}},
	})
}
