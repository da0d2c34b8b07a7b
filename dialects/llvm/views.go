package llvm

import "github.com/strata-ir/strata/ir"

// Typed views of the ops that passes read most. A view wraps the
// operation; its accessors read the generic attributes (with MLIR 16's
// defaults where the op lacks one), so they work on ops built by any
// builder. They assume the op verifies.

// FuncOp is llvm.func.
type FuncOp struct{ *ir.Operation }

// AsFunc returns op as an llvm.func, if it is one.
func AsFunc(op *ir.Operation) (FuncOp, bool) { return FuncOp{op}, op != nil && op.Is(FuncOpName) }

// Name returns the function's symbol name.
func (f FuncOp) Name() string {
	s, _ := ir.SymbolName(f.Operation)
	return s
}

// Type returns the function's type (the zero FuncType when it has none).
func (f FuncOp) Type() FuncType {
	ta, _ := f.Attr(FunctionTypeAttr).(ir.TypeAttr)
	ft, _ := ta.Type.(FuncType)
	if ft.Result == nil {
		ft.Result = Void
	}
	return ft
}

// Linkage returns the function's linkage.
func (f FuncOp) Linkage() Linkage { return linkageOf(f.Operation, External) }

// CConv returns the calling convention's name ("ccc" by default).
func (f FuncOp) CConv() string {
	if c, ok := f.Attr(CConvAttrName).(CConvAttr); ok {
		return c.Name
	}
	return CCC.Name
}

// IsDeclaration reports whether the function has no body.
func (f FuncOp) IsDeclaration() bool { return f.Region(0).Empty() }

// Body returns the function's region, empty for a declaration.
func (f FuncOp) Body() *ir.Region { return f.Region(0) }

// Arguments returns the entry block's arguments (nil for a declaration).
func (f FuncOp) Arguments() []*ir.Value {
	if e := f.Region(0).First(); e != nil {
		return e.Arguments()
	}
	return nil
}

// ArgAttrs returns the attribute dictionary of argument i, or nil.
func (f FuncOp) ArgAttrs(i int) *ir.DictionaryAttr { return ir.FunctionArgAttrs(f.Operation, i) }

// ResultAttrs returns the attribute dictionary of the result, or nil.
func (f FuncOp) ResultAttrs() *ir.DictionaryAttr { return ir.FunctionResultAttrs(f.Operation, 0) }

func linkageOf(op *ir.Operation, def Linkage) Linkage {
	if l, ok := op.Attr(LinkageAttrName).(LinkageAttr); ok {
		return l.Linkage
	}
	return def
}

// GlobalOp is llvm.mlir.global.
type GlobalOp struct{ *ir.Operation }

// AsGlobal returns op as an llvm.mlir.global, if it is one.
func AsGlobal(op *ir.Operation) (GlobalOp, bool) {
	return GlobalOp{op}, op != nil && op.Is(GlobalOpName)
}

// Name returns the global's symbol name.
func (g GlobalOp) Name() string {
	s, _ := ir.SymbolName(g.Operation)
	return s
}

// Type returns the type of the global's value.
func (g GlobalOp) Type() ir.Type {
	ta, _ := g.Attr(GlobalTypeAttr).(ir.TypeAttr)
	return ta.Type
}

// Linkage returns the global's linkage.
func (g GlobalOp) Linkage() Linkage { return linkageOf(g.Operation, External) }

// IsConstant reports whether the global is constant.
func (g GlobalOp) IsConstant() bool { return g.Attr(ConstantAttr) != nil }

// Value returns the initializer attribute, or nil.
func (g GlobalOp) Value() ir.Attribute { return g.Attr(ValueAttr) }

// Alignment returns the alignment in bytes, 0 when unset.
func (g GlobalOp) Alignment() int64 { return intAttr(g.Operation, AlignmentAttr) }

// AddrSpace returns the address space.
func (g GlobalOp) AddrSpace() int64 { return intAttr(g.Operation, AddrSpaceAttr) }

// UnnamedAddr returns the global's unnamed_addr.
func (g GlobalOp) UnnamedAddr() UnnamedAddr {
	return UnnamedAddr(intAttr(g.Operation, UnnamedAddrAttr))
}

// Initializer returns the initializer region's block, or nil.
func (g GlobalOp) Initializer() *ir.Block { return g.Region(0).First() }

// IsDeclaration reports whether the global has neither an initial value
// nor an initializer region.
func (g GlobalOp) IsDeclaration() bool { return g.Value() == nil && g.Region(0).Empty() }

func intAttr(op *ir.Operation, name string) int64 {
	if a, ok := op.AttrOrDefault(name).(ir.IntegerAttr); ok {
		return a.Int64()
	}
	return 0
}

// CallOp is llvm.call.
type CallOp struct{ *ir.Operation }

// AsCall returns op as an llvm.call, if it is one.
func AsCall(op *ir.Operation) (CallOp, bool) { return CallOp{op}, op != nil && op.Is(CallOpName) }

// Callee returns the called function's name, "" for an indirect call.
func (c CallOp) Callee() string {
	ref, _ := c.Attr(CalleeAttr).(ir.SymbolRefAttr)
	return ref.Root()
}

// IsIndirect reports whether the call goes through a function pointer.
func (c CallOp) IsIndirect() bool { return c.Attr(CalleeAttr) == nil }

// CalleePointer returns the function pointer of an indirect call, or nil.
func (c CallOp) CalleePointer() *ir.Value {
	if !c.IsIndirect() || c.NumOperands() == 0 {
		return nil
	}
	return c.Operand(0)
}

// Args returns the arguments passed (without an indirect call's function
// pointer).
func (c CallOp) Args() []*ir.Value {
	if c.IsIndirect() && c.NumOperands() > 0 {
		return c.Operands()[1:]
	}
	return c.Operands()
}

// Fastmath returns the call's fast-math flags.
func (c CallOp) Fastmath() FastmathFlags { return fastmathOf(c.Operation) }

func fastmathOf(op *ir.Operation) FastmathFlags {
	if f, ok := op.Attr(FastmathFlagsAttr).(FastmathAttr); ok {
		return f.Flags
	}
	return FastmathNone
}

// Fastmath returns the fast-math flags of a floating-point op or call.
func Fastmath(op *ir.Operation) FastmathFlags { return fastmathOf(op) }

// Overflow returns the overflow flags of an integer op.
func Overflow(op *ir.Operation) OverflowFlags {
	if f, ok := op.Attr(OverflowFlagsAttr).(OverflowAttr); ok {
		return f.Flags
	}
	return OverflowNone
}

// GEPOp is llvm.getelementptr.
type GEPOp struct{ *ir.Operation }

// AsGEP returns op as an llvm.getelementptr, if it is one.
func AsGEP(op *ir.Operation) (GEPOp, bool) { return GEPOp{op}, op != nil && op.Is(GEPOpName) }

// Base returns the pointer indexed from.
func (g GEPOp) Base() *ir.Value { return g.Operand(0) }

// ElemType returns the element type the indices step through.
func (g GEPOp) ElemType() ir.Type {
	ta, _ := g.Attr(ElemTypeAttr).(ir.TypeAttr)
	return ta.Type
}

// InBounds reports whether the gep is inbounds.
func (g GEPOp) InBounds() bool { return g.Attr(InboundsAttr) != nil }

// Indices returns the indices in order, dynamic ones with their values.
func (g GEPOp) Indices() []GEPIndex {
	raw, _ := g.Attr(RawConstantIndices).(*ir.DenseArrayAttr)
	if raw == nil {
		return nil
	}
	out := make([]GEPIndex, 0, raw.Len())
	next := 1
	for _, r := range raw.Int64s() {
		if r == dynamicIndex && next < g.NumOperands() {
			out = append(out, GEPIndex{Value: g.Operand(next)})
			next++
			continue
		}
		out = append(out, GEPIndex{Const: int32(r)})
	}
	return out
}

// LoadOp is llvm.load.
type LoadOp struct{ *ir.Operation }

// AsLoad returns op as an llvm.load, if it is one.
func AsLoad(op *ir.Operation) (LoadOp, bool) { return LoadOp{op}, op != nil && op.Is(LoadOpName) }

// Addr returns the address loaded from.
func (l LoadOp) Addr() *ir.Value { return l.Operand(0) }

// Alignment returns the alignment in bytes, 0 when unset.
func (l LoadOp) Alignment() int64 { return intAttr(l.Operation, AlignmentAttr) }

// IsVolatile reports whether the load is volatile.
func (l LoadOp) IsVolatile() bool { return l.Attr(VolatileAttr) != nil }

// IsNontemporal reports whether the load is nontemporal.
func (l LoadOp) IsNontemporal() bool { return l.Attr(NontemporalAttr) != nil }

// StoreOp is llvm.store.
type StoreOp struct{ *ir.Operation }

// AsStore returns op as an llvm.store, if it is one.
func AsStore(op *ir.Operation) (StoreOp, bool) { return StoreOp{op}, op != nil && op.Is(StoreOpName) }

// Value returns the value stored.
func (s StoreOp) Value() *ir.Value { return s.Operand(0) }

// Addr returns the address stored to.
func (s StoreOp) Addr() *ir.Value { return s.Operand(1) }

// Alignment returns the alignment in bytes, 0 when unset.
func (s StoreOp) Alignment() int64 { return intAttr(s.Operation, AlignmentAttr) }

// IsVolatile reports whether the store is volatile.
func (s StoreOp) IsVolatile() bool { return s.Attr(VolatileAttr) != nil }

// IsNontemporal reports whether the store is nontemporal.
func (s StoreOp) IsNontemporal() bool { return s.Attr(NontemporalAttr) != nil }

// AllocaOp is llvm.alloca.
type AllocaOp struct{ *ir.Operation }

// AsAlloca returns op as an llvm.alloca, if it is one.
func AsAlloca(op *ir.Operation) (AllocaOp, bool) {
	return AllocaOp{op}, op != nil && op.Is(AllocaOpName)
}

// ArraySize returns the number of elements allocated.
func (a AllocaOp) ArraySize() *ir.Value { return a.Operand(0) }

// ElemType returns the type of the elements allocated.
func (a AllocaOp) ElemType() ir.Type {
	ta, _ := a.Attr(ElemTypeAttr).(ir.TypeAttr)
	return ta.Type
}

// Alignment returns the alignment in bytes, 0 when unset.
func (a AllocaOp) Alignment() int64 { return intAttr(a.Operation, AlignmentAttr) }

// ICmpPredicateOf returns the predicate of an llvm.icmp.
func ICmpPredicateOf(op *ir.Operation) ICmpPredicate {
	return ICmpPredicate(intAttr(op, PredicateAttr))
}

// FCmpPredicateOf returns the predicate of an llvm.fcmp.
func FCmpPredicateOf(op *ir.Operation) FCmpPredicate {
	return FCmpPredicate(intAttr(op, PredicateAttr))
}

// Position returns the position of an llvm.insertvalue or
// llvm.extractvalue.
func Position(op *ir.Operation) []int64 {
	if d, ok := op.Attr(PositionAttr).(*ir.DenseArrayAttr); ok {
		return d.Int64s()
	}
	return nil
}
