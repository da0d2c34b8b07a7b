package cir

import (
	"github.com/strata-ir/strata/ir"
)

// Typed views of the ops (XOp, AsX) and builders (NewX), for a C front end
// and for the passes and conversions that read cir. A builder inserts the
// op at b's insertion point; a region builder runs its callback with a
// builder placed at the end of the region's block and ends every block
// left without a terminator with an empty cir.yield.

// RegionBuilder fills a region through b.
type RegionBuilder func(b *ir.Builder)

// nested returns a builder placed at the end of blk that reports to the
// same listener as b.
func nested(b *ir.Builder, blk *ir.Block) *ir.Builder {
	inner := ir.NewBuilder(b.Ctx)
	inner.Listener = b.Listener
	inner.SetInsertionPointToEnd(blk)
	return inner
}

// fillRegion gives r a block, runs body on it (when not nil) and
// terminates the blocks that body left open.
func fillRegion(b *ir.Builder, r *ir.Region, loc ir.Location, body RegionBuilder) {
	blk := r.AddBlock(nil, nil)
	if body != nil {
		body(nested(b, blk))
	}
	for _, blk := range r.Blocks() {
		if last := blk.Last(); last == nil || !last.IsTerminator() {
			NewYield(nested(b, blk), nil, loc)
		}
	}
}

func stringAttr(op *ir.Operation, name string) string {
	s, _ := op.Attr(name).(ir.StringAttr)
	return s.Value
}

func is(op *ir.Operation, name string) bool { return op != nil && op.Is(name) }

// --- functions and calls ---

// FuncOp is cir.func.
type FuncOp struct{ *ir.Operation }

// AsFunc returns op as a cir.func, if it is one.
func AsFunc(op *ir.Operation) (FuncOp, bool) { return FuncOp{op}, is(op, FuncOpName) }

// Name returns the function's symbol name.
func (o FuncOp) Name() string { return stringAttr(o.Operation, ir.SymbolNameAttr) }

func (o FuncOp) functionType() (FuncType, bool) {
	ta, ok := o.Attr(FunctionTypeAttr).(ir.TypeAttr)
	if !ok {
		return FuncType{}, false
	}
	ft, ok := ta.Type.(FuncType)
	return ft, ok
}

// FunctionType returns the function's type (the zero FuncType when the op
// is malformed).
func (o FuncOp) FunctionType() FuncType { ft, _ := o.functionType(); return ft }

// Body returns the body region, empty for a declaration.
func (o FuncOp) Body() *ir.Region { return o.Region(0) }

// Entry returns the entry block, nil for a declaration.
func (o FuncOp) Entry() *ir.Block { return o.Region(0).First() }

// Arguments returns the parameters, the entry block's arguments.
func (o FuncOp) Arguments() []*ir.Value {
	if e := o.Entry(); e != nil {
		return e.Arguments()
	}
	return nil
}

// IsDeclaration reports whether the function has no body.
func (o FuncOp) IsDeclaration() bool { return o.Region(0).Empty() }

// IsPrivate reports whether the function's symbol visibility is private.
func (o FuncOp) IsPrivate() bool { return ir.IsPrivateSymbol(o.Operation) }

// Linkage returns InternalLinkage for a static function, ExternalLinkage
// otherwise.
func (o FuncOp) Linkage() Linkage {
	l, _ := enumAttr[Linkage](o.Operation, LinkageAttr)
	return l
}

// NewFunc creates a function with an entry block whose arguments are the
// parameters; the caller fills the body. linkage is ExternalLinkage, which
// the function then does not spell out, or InternalLinkage.
func NewFunc(b *ir.Builder, name string, ft FuncType, linkage Linkage, loc ir.Location) FuncOp {
	attrs := []ir.NamedAttribute{
		{Name: ir.SymbolNameAttr, Value: ir.Str(name)},
		{Name: FunctionTypeAttr, Value: ir.TypeAttr{Type: ft}},
	}
	if linkage != ExternalLinkage {
		attrs = append(attrs, ir.NamedAttribute{Name: LinkageAttr, Value: LinkageKindAttr{linkage}})
	}
	op := b.Create(ir.OperationState{Name: FuncOpName, Loc: loc, Attributes: attrs, NumRegions: 1})
	params := ft.Params()
	locs := make([]ir.Location, len(params))
	for i := range locs {
		locs[i] = loc
	}
	op.Region(0).AddBlock(params, locs)
	return FuncOp{op}
}

// NewFuncDecl creates the private declaration of an external function
// (printf, say).
func NewFuncDecl(b *ir.Builder, name string, ft FuncType, loc ir.Location) FuncOp {
	return FuncOp{b.Create(ir.OperationState{Name: FuncOpName, Loc: loc, NumRegions: 1, Attributes: []ir.NamedAttribute{
		{Name: ir.SymbolNameAttr, Value: ir.Str(name)},
		{Name: FunctionTypeAttr, Value: ir.TypeAttr{Type: ft}},
		{Name: ir.SymbolVisibilityAttr, Value: ir.Str("private")},
	}})}
}

// ReturnOp is cir.return.
type ReturnOp struct{ *ir.Operation }

// AsReturn returns op as a cir.return, if it is one.
func AsReturn(op *ir.Operation) (ReturnOp, bool) { return ReturnOp{op}, is(op, ReturnOpName) }

// Value returns the returned value, nil for a void return.
func (o ReturnOp) Value() *ir.Value {
	if o.NumOperands() == 0 {
		return nil
	}
	return o.Operand(0)
}

// NewReturn creates a cir.return of v, or a void return when v is nil.
func NewReturn(b *ir.Builder, v *ir.Value, loc ir.Location) ReturnOp {
	var operands []*ir.Value
	if v != nil {
		operands = []*ir.Value{v}
	}
	return ReturnOp{b.Create(ir.OperationState{Name: ReturnOpName, Loc: loc, Operands: operands})}
}

// CallOp is cir.call.
type CallOp struct{ *ir.Operation }

// AsCall returns op as a cir.call, if it is one.
func AsCall(op *ir.Operation) (CallOp, bool) { return CallOp{op}, is(op, CallOpName) }

// Callee returns the called function's name; ok is false for an indirect
// call.
func (o CallOp) Callee() (name string, ok bool) {
	ref, ok := o.Attr(CalleeAttr).(ir.SymbolRefAttr)
	if !ok {
		return "", false
	}
	return ref.Root(), true
}

// IsIndirect reports whether the call goes through a function pointer.
func (o CallOp) IsIndirect() bool { _, direct := o.Callee(); return !direct }

// CalleePtr returns the function pointer of an indirect call, nil for a
// direct one.
func (o CallOp) CalleePtr() *ir.Value {
	if !o.IsIndirect() || o.NumOperands() == 0 {
		return nil
	}
	return o.Operand(0)
}

// Args returns the arguments (without an indirect call's function pointer).
func (o CallOp) Args() []*ir.Value {
	if o.IsIndirect() && o.NumOperands() > 0 {
		return o.Operands()[1:]
	}
	return o.Operands()
}

// Value returns the call's result, nil when the callee returns void.
func (o CallOp) Value() *ir.Value {
	if o.NumResults() == 0 {
		return nil
	}
	return o.Result(0)
}

func resultTypes(ft FuncType) []ir.Type {
	if !ft.HasResult() {
		return nil
	}
	return []ir.Type{ft.Result}
}

// NewCall creates a direct call of the function name of type ft.
func NewCall(b *ir.Builder, name string, ft FuncType, args []*ir.Value, loc ir.Location) CallOp {
	return CallOp{b.Create(ir.OperationState{Name: CallOpName, Loc: loc, Operands: args,
		ResultTypes: resultTypes(ft),
		Attributes:  []ir.NamedAttribute{{Name: CalleeAttr, Value: ir.SymbolRef(name)}}})}
}

// NewCallIndirect creates a call through fn, a pointer to a function.
func NewCallIndirect(b *ir.Builder, fn *ir.Value, args []*ir.Value, loc ir.Location) CallOp {
	var results []ir.Type
	if pt, ok := fn.Type().(PointerType); ok {
		if ft, ok := pt.Pointee.(FuncType); ok {
			results = resultTypes(ft)
		}
	}
	return CallOp{b.Create(ir.OperationState{Name: CallOpName, Loc: loc,
		Operands: append([]*ir.Value{fn}, args...), ResultTypes: results})}
}

// --- memory ---

// AllocaOp is cir.alloca.
type AllocaOp struct{ *ir.Operation }

// AsAlloca returns op as a cir.alloca, if it is one.
func AsAlloca(op *ir.Operation) (AllocaOp, bool) { return AllocaOp{op}, is(op, AllocaOpName) }

// AllocaType returns the type of the variable.
func (o AllocaOp) AllocaType() ir.Type {
	ta, _ := o.Attr("allocaType").(ir.TypeAttr)
	return ta.Type
}

// VarName returns the variable's name in the source.
func (o AllocaOp) VarName() string { return stringAttr(o.Operation, "name") }

// Alignment returns the alignment in bytes, 0 when not given.
func (o AllocaOp) Alignment() int64 { return alignment(o.Operation) }

func alignment(op *ir.Operation) int64 {
	a, _ := op.Attr(AlignmentAttr).(ir.IntegerAttr)
	if a.AttrType() == nil {
		return 0
	}
	return a.Int64()
}

func alignmentAttrs(align int64) []ir.NamedAttribute {
	if align <= 0 {
		return nil
	}
	return []ir.NamedAttribute{{Name: AlignmentAttr, Value: ir.IntAttr(ir.I64, align)}}
}

// NewAlloca creates the storage of a variable of type t named name; align
// 0 leaves the alignment to the target.
func NewAlloca(b *ir.Builder, t ir.Type, name string, align int64, loc ir.Location) AllocaOp {
	attrs := append([]ir.NamedAttribute{
		{Name: "allocaType", Value: ir.TypeAttr{Type: t}},
		{Name: "name", Value: ir.Str(name)},
	}, alignmentAttrs(align)...)
	return AllocaOp{b.Create(ir.OperationState{Name: AllocaOpName, Loc: loc, Attributes: attrs,
		ResultTypes: []ir.Type{PtrTo(t)}})}
}

// LoadOp is cir.load.
type LoadOp struct{ *ir.Operation }

// AsLoad returns op as a cir.load, if it is one.
func AsLoad(op *ir.Operation) (LoadOp, bool) { return LoadOp{op}, is(op, LoadOpName) }

// Addr returns the pointer loaded through.
func (o LoadOp) Addr() *ir.Value { return o.Operand(0) }

// IsVolatile reports whether the load is volatile.
func (o LoadOp) IsVolatile() bool { return o.HasAttr(VolatileAttr) }

func volatileAttrs(volatile bool) []ir.NamedAttribute {
	if !volatile {
		return nil
	}
	return []ir.NamedAttribute{{Name: VolatileAttr, Value: ir.UnitAttr{}}}
}

// NewLoad creates a load through addr, a cir pointer.
func NewLoad(b *ir.Builder, addr *ir.Value, volatile bool, loc ir.Location) LoadOp {
	var result ir.Type
	if pt, ok := addr.Type().(PointerType); ok {
		result = pt.Pointee
	}
	return LoadOp{b.Create(ir.OperationState{Name: LoadOpName, Loc: loc, Operands: []*ir.Value{addr},
		ResultTypes: []ir.Type{result}, Attributes: volatileAttrs(volatile)})}
}

// StoreOp is cir.store.
type StoreOp struct{ *ir.Operation }

// AsStore returns op as a cir.store, if it is one.
func AsStore(op *ir.Operation) (StoreOp, bool) { return StoreOp{op}, is(op, StoreOpName) }

// Value returns the value stored.
func (o StoreOp) Value() *ir.Value { return o.Operand(0) }

// Addr returns the pointer stored through.
func (o StoreOp) Addr() *ir.Value { return o.Operand(1) }

// IsVolatile reports whether the store is volatile.
func (o StoreOp) IsVolatile() bool { return o.HasAttr(VolatileAttr) }

// NewStore creates a store of v through addr.
func NewStore(b *ir.Builder, v, addr *ir.Value, volatile bool, loc ir.Location) StoreOp {
	return StoreOp{b.Create(ir.OperationState{Name: StoreOpName, Loc: loc, Operands: []*ir.Value{v, addr},
		Attributes: volatileAttrs(volatile)})}
}

// GlobalOp is cir.global.
type GlobalOp struct{ *ir.Operation }

// AsGlobal returns op as a cir.global, if it is one.
func AsGlobal(op *ir.Operation) (GlobalOp, bool) { return GlobalOp{op}, is(op, GlobalOpName) }

// Name returns the global's symbol name.
func (o GlobalOp) Name() string { return stringAttr(o.Operation, ir.SymbolNameAttr) }

// SymType returns the type of the global's value.
func (o GlobalOp) SymType() ir.Type {
	ta, _ := o.Attr(SymTypeAttr).(ir.TypeAttr)
	return ta.Type
}

// InitialValue returns the initializer, nil for a zero-filled global.
func (o GlobalOp) InitialValue() ir.Attribute { return o.Attr(InitialValueAttr) }

// IsConstant reports whether the global is read-only.
func (o GlobalOp) IsConstant() bool { return o.HasAttr(ConstantAttr) }

// Linkage returns the global's linkage.
func (o GlobalOp) Linkage() Linkage {
	l, _ := o.AttrOrDefault(LinkageAttr).(LinkageKindAttr)
	return l.Kind
}

// Alignment returns the alignment in bytes, 0 when not given.
func (o GlobalOp) Alignment() int64 { return alignment(o.Operation) }

// NewGlobal creates a global of type t. init is a cir constant of type t,
// or nil for zero.
func NewGlobal(b *ir.Builder, name string, t ir.Type, init ir.Attribute, linkage Linkage, constant bool, loc ir.Location) GlobalOp {
	attrs := []ir.NamedAttribute{
		{Name: ir.SymbolNameAttr, Value: ir.Str(name)},
		{Name: SymTypeAttr, Value: ir.TypeAttr{Type: t}},
		{Name: LinkageAttr, Value: LinkageKindAttr{linkage}},
	}
	if init != nil {
		attrs = append(attrs, ir.NamedAttribute{Name: InitialValueAttr, Value: init})
	}
	if constant {
		attrs = append(attrs, ir.NamedAttribute{Name: ConstantAttr, Value: ir.UnitAttr{}})
	}
	return GlobalOp{b.Create(ir.OperationState{Name: GlobalOpName, Loc: loc, Attributes: attrs})}
}

// GetGlobalOp is cir.get_global.
type GetGlobalOp struct{ *ir.Operation }

// AsGetGlobal returns op as a cir.get_global, if it is one.
func AsGetGlobal(op *ir.Operation) (GetGlobalOp, bool) {
	return GetGlobalOp{op}, is(op, GetGlobalOpName)
}

// Name returns the name of the global or function addressed.
func (o GetGlobalOp) Name() string {
	ref, _ := o.Attr("name").(ir.SymbolRefAttr)
	return ref.Root()
}

// NewGetGlobal creates the address of the global or function name, of
// pointer type t.
func NewGetGlobal(b *ir.Builder, name string, t PointerType, loc ir.Location) GetGlobalOp {
	return GetGlobalOp{b.Create(ir.OperationState{Name: GetGlobalOpName, Loc: loc, ResultTypes: []ir.Type{t},
		Attributes: []ir.NamedAttribute{{Name: "name", Value: ir.SymbolRef(name)}}})}
}

// PtrStrideOp is cir.ptr_stride.
type PtrStrideOp struct{ *ir.Operation }

// AsPtrStride returns op as a cir.ptr_stride, if it is one.
func AsPtrStride(op *ir.Operation) (PtrStrideOp, bool) {
	return PtrStrideOp{op}, is(op, PtrStrideOpName)
}

// Base returns the pointer.
func (o PtrStrideOp) Base() *ir.Value { return o.Operand(0) }

// Stride returns the number of elements to move by.
func (o PtrStrideOp) Stride() *ir.Value { return o.Operand(1) }

// NewPtrStride creates &base[stride].
func NewPtrStride(b *ir.Builder, base, stride *ir.Value, loc ir.Location) PtrStrideOp {
	return PtrStrideOp{b.Create(ir.OperationState{Name: PtrStrideOpName, Loc: loc,
		Operands: []*ir.Value{base, stride}, ResultTypes: []ir.Type{base.Type()}})}
}

// GetMemberOp is cir.get_member.
type GetMemberOp struct{ *ir.Operation }

// AsGetMember returns op as a cir.get_member, if it is one.
func AsGetMember(op *ir.Operation) (GetMemberOp, bool) {
	return GetMemberOp{op}, is(op, GetMemberOpName)
}

// Addr returns the pointer to the record.
func (o GetMemberOp) Addr() *ir.Value { return o.Operand(0) }

// Index returns the member's index.
func (o GetMemberOp) Index() int {
	a, _ := o.Attr("index").(ir.IntegerAttr)
	if a.AttrType() == nil {
		return -1
	}
	return int(a.Int64())
}

// MemberName returns the member's name in the source ("" when not given).
func (o GetMemberOp) MemberName() string { return stringAttr(o.Operation, "name") }

// NewGetMember creates the address of member index, named name, of the
// record addr points to, whose result type is a pointer to the member's
// type. The record must be complete: through a reference to a named
// record, use NewGetMemberOfType.
func NewGetMember(b *ir.Builder, addr *ir.Value, index int, name string, loc ir.Location) GetMemberOp {
	var result ir.Type
	if pt, ok := addr.Type().(PointerType); ok {
		if rt, ok := pt.Pointee.(RecordType); ok && index >= 0 && index < len(rt.Members()) {
			result = PtrTo(rt.Members()[index])
		}
	}
	return NewGetMemberOfType(b, addr, index, name, result, loc)
}

// NewGetMemberOfType is NewGetMember with the result type given.
func NewGetMemberOfType(b *ir.Builder, addr *ir.Value, index int, name string, result ir.Type, loc ir.Location) GetMemberOp {
	attrs := []ir.NamedAttribute{{Name: "index", Value: ir.IntAttr(ir.I64, int64(index))}}
	if name != "" {
		attrs = append(attrs, ir.NamedAttribute{Name: "name", Value: ir.Str(name)})
	}
	return GetMemberOp{b.Create(ir.OperationState{Name: GetMemberOpName, Loc: loc,
		Operands: []*ir.Value{addr}, ResultTypes: []ir.Type{result}, Attributes: attrs})}
}

// --- values ---

// ConstOp is cir.const.
type ConstOp struct{ *ir.Operation }

// AsConst returns op as a cir.const, if it is one.
func AsConst(op *ir.Operation) (ConstOp, bool) { return ConstOp{op}, is(op, ConstOpName) }

// Value returns the constant.
func (o ConstOp) Value() ir.Attribute { return o.Attr("value") }

// NewConst creates a cir.const of value, a cir constant attribute.
func NewConst(b *ir.Builder, value ir.Attribute, loc ir.Location) ConstOp {
	var t ir.Type
	if ta, ok := value.(ir.TypedAttr); ok {
		t = ta.AttrType()
	}
	return ConstOp{b.Create(ir.OperationState{Name: ConstOpName, Loc: loc, ResultTypes: []ir.Type{t},
		Attributes: []ir.NamedAttribute{{Name: "value", Value: value}}})}
}

// NewIntConst creates the integer constant v of type t.
func NewIntConst(b *ir.Builder, t IntType, v int64, loc ir.Location) *ir.Value {
	return NewConst(b, Int(t, v), loc).Result(0)
}

// NewBoolConst creates the bool constant v.
func NewBoolConst(b *ir.Builder, v bool, loc ir.Location) *ir.Value {
	return NewConst(b, BoolAttr{Value: v}, loc).Result(0)
}

// BinOp is cir.binop.
type BinOp struct{ *ir.Operation }

// AsBinOp returns op as a cir.binop, if it is one.
func AsBinOp(op *ir.Operation) (BinOp, bool) { return BinOp{op}, is(op, BinOpName) }

// Kind returns the operation.
func (o BinOp) Kind() BinOpKind { k, _ := kindOf[BinOpKind](o.Operation); return k }

// Lhs and Rhs return the operands.
func (o BinOp) Lhs() *ir.Value { return o.Operand(0) }
func (o BinOp) Rhs() *ir.Value { return o.Operand(1) }

// NewBinOp creates lhs kind rhs, of lhs's type.
func NewBinOp(b *ir.Builder, kind BinOpKind, lhs, rhs *ir.Value, loc ir.Location) BinOp {
	return BinOp{b.Create(ir.OperationState{Name: BinOpName, Loc: loc, Operands: []*ir.Value{lhs, rhs},
		ResultTypes: []ir.Type{lhs.Type()}, Attributes: kindAttrs(kind)})}
}

// UnaryOp is cir.unary.
type UnaryOp struct{ *ir.Operation }

// AsUnary returns op as a cir.unary, if it is one.
func AsUnary(op *ir.Operation) (UnaryOp, bool) { return UnaryOp{op}, is(op, UnaryOpName) }

// Kind returns the operation.
func (o UnaryOp) Kind() UnaryKind { k, _ := kindOf[UnaryKind](o.Operation); return k }

// Input returns the operand.
func (o UnaryOp) Input() *ir.Value { return o.Operand(0) }

// NewUnary creates kind v, of v's type.
func NewUnary(b *ir.Builder, kind UnaryKind, v *ir.Value, loc ir.Location) UnaryOp {
	return UnaryOp{b.Create(ir.OperationState{Name: UnaryOpName, Loc: loc, Operands: []*ir.Value{v},
		ResultTypes: []ir.Type{v.Type()}, Attributes: kindAttrs(kind)})}
}

// CmpOp is cir.cmp.
type CmpOp struct{ *ir.Operation }

// AsCmp returns op as a cir.cmp, if it is one.
func AsCmp(op *ir.Operation) (CmpOp, bool) { return CmpOp{op}, is(op, CmpOpName) }

// Kind returns the comparison.
func (o CmpOp) Kind() CmpKind { k, _ := kindOf[CmpKind](o.Operation); return k }

// Lhs and Rhs return the operands.
func (o CmpOp) Lhs() *ir.Value { return o.Operand(0) }
func (o CmpOp) Rhs() *ir.Value { return o.Operand(1) }

// NewCmp creates the !cir.bool lhs kind rhs.
func NewCmp(b *ir.Builder, kind CmpKind, lhs, rhs *ir.Value, loc ir.Location) CmpOp {
	return CmpOp{b.Create(ir.OperationState{Name: CmpOpName, Loc: loc, Operands: []*ir.Value{lhs, rhs},
		ResultTypes: []ir.Type{Bool}, Attributes: kindAttrs(kind)})}
}

// CastOp is cir.cast.
type CastOp struct{ *ir.Operation }

// AsCast returns op as a cir.cast, if it is one.
func AsCast(op *ir.Operation) (CastOp, bool) { return CastOp{op}, is(op, CastOpName) }

// Kind returns the conversion.
func (o CastOp) Kind() CastKind { k, _ := kindOf[CastKind](o.Operation); return k }

// Src returns the value converted.
func (o CastOp) Src() *ir.Value { return o.Operand(0) }

// NewCast creates the conversion of v to type to.
func NewCast(b *ir.Builder, kind CastKind, v *ir.Value, to ir.Type, loc ir.Location) CastOp {
	return CastOp{b.Create(ir.OperationState{Name: CastOpName, Loc: loc, Operands: []*ir.Value{v},
		ResultTypes: []ir.Type{to}, Attributes: kindAttrs(kind)})}
}

// SelectOp is cir.select.
type SelectOp struct{ *ir.Operation }

// AsSelect returns op as a cir.select, if it is one.
func AsSelect(op *ir.Operation) (SelectOp, bool) { return SelectOp{op}, is(op, SelectOpName) }

// Condition, TrueValue and FalseValue return the operands.
func (o SelectOp) Condition() *ir.Value  { return o.Operand(0) }
func (o SelectOp) TrueValue() *ir.Value  { return o.Operand(1) }
func (o SelectOp) FalseValue() *ir.Value { return o.Operand(2) }

// NewSelect creates cond ? t : f with both evaluated.
func NewSelect(b *ir.Builder, cond, t, f *ir.Value, loc ir.Location) SelectOp {
	return SelectOp{b.Create(ir.OperationState{Name: SelectOpName, Loc: loc, Operands: []*ir.Value{cond, t, f},
		ResultTypes: []ir.Type{t.Type()}})}
}

// TernaryOp is cir.ternary.
type TernaryOp struct{ *ir.Operation }

// AsTernary returns op as a cir.ternary, if it is one.
func AsTernary(op *ir.Operation) (TernaryOp, bool) { return TernaryOp{op}, is(op, TernaryOpName) }

// Cond returns the condition.
func (o TernaryOp) Cond() *ir.Value { return o.Operand(0) }

// TrueRegion and FalseRegion return the two arms.
func (o TernaryOp) TrueRegion() *ir.Region  { return o.Region(0) }
func (o TernaryOp) FalseRegion() *ir.Region { return o.Region(1) }

// NewTernary creates cond ? t : f, running only the chosen arm. Each arm
// returns the value it yields; result is the result type, nil for none
// (the arms then return nil).
func NewTernary(b *ir.Builder, cond *ir.Value, result ir.Type, loc ir.Location, t, f func(b *ir.Builder) *ir.Value) TernaryOp {
	var results []ir.Type
	if result != nil {
		results = []ir.Type{result}
	}
	op := b.Create(ir.OperationState{Name: TernaryOpName, Loc: loc, Operands: []*ir.Value{cond},
		ResultTypes: results, NumRegions: 2})
	for i, arm := range []func(*ir.Builder) *ir.Value{t, f} {
		fillRegion(b, op.Region(i), loc, func(b *ir.Builder) {
			if v := arm(b); v != nil {
				NewYield(b, []*ir.Value{v}, loc)
			}
		})
	}
	return TernaryOp{op}
}

// --- structured control flow ---

// ScopeOp is cir.scope.
type ScopeOp struct{ *ir.Operation }

// AsScope returns op as a cir.scope, if it is one.
func AsScope(op *ir.Operation) (ScopeOp, bool) { return ScopeOp{op}, is(op, ScopeOpName) }

// Body returns the scope's region.
func (o ScopeOp) Body() *ir.Region { return o.Region(0) }

// NewScope creates a scope filled by body.
func NewScope(b *ir.Builder, loc ir.Location, body RegionBuilder) ScopeOp {
	op := b.Create(ir.OperationState{Name: ScopeOpName, Loc: loc, NumRegions: 1})
	fillRegion(b, op.Region(0), loc, body)
	return ScopeOp{op}
}

// IfOp is cir.if.
type IfOp struct{ *ir.Operation }

// AsIf returns op as a cir.if, if it is one.
func AsIf(op *ir.Operation) (IfOp, bool) { return IfOp{op}, is(op, IfOpName) }

// Condition returns the condition.
func (o IfOp) Condition() *ir.Value { return o.Operand(0) }

// Then and Else return the regions; Else is empty when there is no else.
func (o IfOp) Then() *ir.Region { return o.Region(0) }
func (o IfOp) Else() *ir.Region { return o.Region(1) }

// NewIf creates an if; a nil els gives no else region.
func NewIf(b *ir.Builder, cond *ir.Value, loc ir.Location, then, els RegionBuilder) IfOp {
	op := b.Create(ir.OperationState{Name: IfOpName, Loc: loc, Operands: []*ir.Value{cond}, NumRegions: 2})
	fillRegion(b, op.Region(0), loc, then)
	if els != nil {
		fillRegion(b, op.Region(1), loc, els)
	}
	return IfOp{op}
}

// condRegion fills a loop's cond region with cond, ending it with
// cir.condition of the value cond returns.
func condRegion(b *ir.Builder, r *ir.Region, loc ir.Location, cond func(b *ir.Builder) *ir.Value) {
	fillRegion(b, r, loc, func(b *ir.Builder) { NewCondition(b, cond(b), loc) })
}

// ForOp is cir.for.
type ForOp struct{ *ir.Operation }

// AsFor returns op as a cir.for, if it is one.
func AsFor(op *ir.Operation) (ForOp, bool) { return ForOp{op}, is(op, ForOpName) }

// Cond, Body and Step return the loop's regions.
func (o ForOp) Cond() *ir.Region { return o.Region(0) }
func (o ForOp) Body() *ir.Region { return o.Region(1) }
func (o ForOp) Step() *ir.Region { return o.Region(2) }

// NewFor creates a for loop: cond returns the !cir.bool deciding whether
// the loop goes on.
func NewFor(b *ir.Builder, loc ir.Location, cond func(b *ir.Builder) *ir.Value, body, step RegionBuilder) ForOp {
	op := b.Create(ir.OperationState{Name: ForOpName, Loc: loc, NumRegions: 3})
	condRegion(b, op.Region(0), loc, cond)
	fillRegion(b, op.Region(1), loc, body)
	fillRegion(b, op.Region(2), loc, step)
	return ForOp{op}
}

// WhileOp is cir.while.
type WhileOp struct{ *ir.Operation }

// AsWhile returns op as a cir.while, if it is one.
func AsWhile(op *ir.Operation) (WhileOp, bool) { return WhileOp{op}, is(op, WhileOpName) }

// Cond and Body return the loop's regions.
func (o WhileOp) Cond() *ir.Region { return o.Region(0) }
func (o WhileOp) Body() *ir.Region { return o.Region(1) }

// NewWhile creates a while loop.
func NewWhile(b *ir.Builder, loc ir.Location, cond func(b *ir.Builder) *ir.Value, body RegionBuilder) WhileOp {
	op := b.Create(ir.OperationState{Name: WhileOpName, Loc: loc, NumRegions: 2})
	condRegion(b, op.Region(0), loc, cond)
	fillRegion(b, op.Region(1), loc, body)
	return WhileOp{op}
}

// DoOp is cir.do.
type DoOp struct{ *ir.Operation }

// AsDo returns op as a cir.do, if it is one.
func AsDo(op *ir.Operation) (DoOp, bool) { return DoOp{op}, is(op, DoOpName) }

// Body and Cond return the loop's regions.
func (o DoOp) Body() *ir.Region { return o.Region(0) }
func (o DoOp) Cond() *ir.Region { return o.Region(1) }

// NewDo creates a do-while loop.
func NewDo(b *ir.Builder, loc ir.Location, body RegionBuilder, cond func(b *ir.Builder) *ir.Value) DoOp {
	op := b.Create(ir.OperationState{Name: DoOpName, Loc: loc, NumRegions: 2})
	fillRegion(b, op.Region(0), loc, body)
	condRegion(b, op.Region(1), loc, cond)
	return DoOp{op}
}

// IsLoop reports whether op is one of the cir loops.
func IsLoop(op *ir.Operation) bool {
	return is(op, ForOpName) || is(op, WhileOpName) || is(op, DoOpName)
}

// LoopCondIndex returns the index of a loop's cond region, and
// LoopBodyIndex that of its body.
func LoopCondIndex(op *ir.Operation) int {
	if is(op, DoOpName) {
		return 1
	}
	return 0
}

func LoopBodyIndex(op *ir.Operation) int {
	if is(op, DoOpName) {
		return 0
	}
	return 1
}

// SwitchCase is one case of a cir.switch: its kind and its values (one
// for equal, one or more for anyof, none for default).
type SwitchCase struct {
	Kind   SwitchCaseKind
	Values []int64
}

// SwitchOp is cir.switch.
type SwitchOp struct{ *ir.Operation }

// AsSwitch returns op as a cir.switch, if it is one.
func AsSwitch(op *ir.Operation) (SwitchOp, bool) { return SwitchOp{op}, is(op, SwitchOpName) }

// Condition returns the value switched on.
func (o SwitchOp) Condition() *ir.Value { return o.Operand(0) }

// Cases decodes the cases attribute; ok is false when it is malformed
// (the verifier says how).
func (o SwitchOp) Cases() (cases []SwitchCase, ok bool) {
	cases, err := decodeCases(o.Attr(CasesAttr))
	return cases, err == nil
}

// NewSwitch creates a switch on cond with one region per case; body fills
// the region of case i.
func NewSwitch(b *ir.Builder, cond *ir.Value, cases []SwitchCase, loc ir.Location, body func(b *ir.Builder, i int)) SwitchOp {
	entries := make([]ir.Attribute, len(cases))
	for i, c := range cases {
		e := []ir.Attribute{SwitchCaseKindAttr{c.Kind}}
		for _, v := range c.Values {
			e = append(e, ir.IntAttr(ir.I64, v))
		}
		entries[i] = b.Ctx.ArrayAttr(e)
	}
	op := b.Create(ir.OperationState{Name: SwitchOpName, Loc: loc, Operands: []*ir.Value{cond}, NumRegions: len(cases),
		Attributes: []ir.NamedAttribute{{Name: CasesAttr, Value: b.Ctx.ArrayAttr(entries)}}})
	for i := range cases {
		fillRegion(b, op.Region(i), loc, func(b *ir.Builder) {
			if body != nil {
				body(b, i)
			}
		})
	}
	return SwitchOp{op}
}

// NewBreak creates a cir.break.
func NewBreak(b *ir.Builder, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: BreakOpName, Loc: loc})
}

// NewContinue creates a cir.continue.
func NewContinue(b *ir.Builder, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: ContinueOpName, Loc: loc})
}

// NewCondition creates the cir.condition ending a loop's cond region.
func NewCondition(b *ir.Builder, cond *ir.Value, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: ConditionOpName, Loc: loc, Operands: []*ir.Value{cond}})
}

// NewYield creates a cir.yield of vals.
func NewYield(b *ir.Builder, vals []*ir.Value, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: YieldOpName, Loc: loc, Operands: vals})
}
