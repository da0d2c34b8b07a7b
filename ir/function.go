package ir

// The interfaces of calls and functions, which func, llvm and cir
// implement, so that the inliner, and the call graph it builds, work on
// any dialect's functions, and the function syntax has one home (MLIR's
// CallOpInterface, CallableOpInterface and FunctionOpInterface).

// The attributes a function-like op keeps its signature in, as MLIR names
// them.
const (
	FunctionTypeAttr = "function_type"
	ArgAttrsAttr     = "arg_attrs"
	ResAttrsAttr     = "res_attrs"
)

// CallOpInterface is implemented by operations that call a function.
type CallOpInterface interface {
	// CalleeSymbol returns the symbol a direct call names; ok is false for
	// an indirect call, whose callee is a value.
	CalleeSymbol(op *Operation) (callee SymbolRefAttr, ok bool)
	// ArgOperands returns the values passed as the callee's arguments
	// (without the callee value of an indirect call).
	ArgOperands(op *Operation) []*Value
}

// CallableOpInterface is implemented by operations whose region a call
// can run: functions.
type CallableOpInterface interface {
	// CallableRegion returns the region a call runs, or nil when the op
	// has no body (a declaration).
	CallableRegion(op *Operation) *Region
	// ArgumentTypes and ResultTypes return the types of the values a call
	// passes and receives.
	ArgumentTypes(op *Operation) []Type
	ResultTypes(op *Operation) []Type
}

// FunctionOpInterface is implemented by function-like symbols: a callable
// with a signature, argument and result attributes, whose custom syntax
// is [ParseFunctionOp] and [PrintFunctionOp].
type FunctionOpInterface interface {
	CallableOpInterface
	// Signature returns the function's signature; ok is false when op's
	// type attribute is missing or malformed.
	Signature(op *Operation) (sig Signature, ok bool)
	// ArgAttrs and ResultAttrs return the attributes of argument or
	// result i, or nil.
	ArgAttrs(op *Operation, i int) *DictionaryAttr
	ResultAttrs(op *Operation, i int) *DictionaryAttr
}

// Signature is what a function type says, whatever the dialect's type
// for it: the argument and result types and whether more arguments may
// follow (C's `...`).
type Signature struct {
	Inputs   []Type
	Results  []Type
	Variadic bool
}

// ResultOr returns the signature's one result, or none when it has none:
// for function types of at most one result whose "no result" is a type of
// their own (llvm's and cir's void).
func (s Signature) ResultOr(none Type) Type {
	if len(s.Results) == 1 {
		return s.Results[0]
	}
	return none
}

// FunctionModel implements [FunctionOpInterface] for an op that keeps its
// signature in the type attribute [FunctionTypeAttr], its argument and
// result attributes in [ArgAttrsAttr] and [ResAttrsAttr], and its body in
// region 0, as func.func, llvm.func and cir.func do.
type FunctionModel struct {
	// Decode returns the signature a function type of the dialect stands
	// for, and false for a type that is not one.
	Decode func(Type) (Signature, bool)
}

func (m FunctionModel) Signature(op *Operation) (Signature, bool) {
	ta, ok := op.Attr(FunctionTypeAttr).(TypeAttr)
	if !ok {
		return Signature{}, false
	}
	return m.Decode(ta.Type)
}

func (m FunctionModel) CallableRegion(op *Operation) *Region {
	if op.NumRegions() == 0 || op.Region(0).Empty() {
		return nil
	}
	return op.Region(0)
}

func (m FunctionModel) ArgumentTypes(op *Operation) []Type {
	sig, _ := m.Signature(op)
	return sig.Inputs
}

func (m FunctionModel) ResultTypes(op *Operation) []Type {
	sig, _ := m.Signature(op)
	return sig.Results
}

func (m FunctionModel) ArgAttrs(op *Operation, i int) *DictionaryAttr {
	return FunctionArgAttrs(op, i)
}

func (m FunctionModel) ResultAttrs(op *Operation, i int) *DictionaryAttr {
	return FunctionResultAttrs(op, i)
}

// FunctionArgAttrs returns the attributes of argument i of a function-like
// op, from its [ArgAttrsAttr], or nil when it has none.
func FunctionArgAttrs(op *Operation, i int) *DictionaryAttr { return dictAt(op.Attr(ArgAttrsAttr), i) }

// FunctionResultAttrs returns the attributes of result i of a
// function-like op, from its [ResAttrsAttr], or nil when it has none.
func FunctionResultAttrs(op *Operation, i int) *DictionaryAttr {
	return dictAt(op.Attr(ResAttrsAttr), i)
}

// dictAt returns element i of an array of dictionaries, or nil when it is
// absent or empty.
func dictAt(a Attribute, i int) *DictionaryAttr {
	arr, ok := a.(*ArrayAttr)
	if !ok || i < 0 || i >= len(arr.Elems()) {
		return nil
	}
	d, _ := arr.Elems()[i].(*DictionaryAttr)
	if d != nil && len(d.Entries()) == 0 {
		return nil
	}
	return d
}

// CallModel implements [CallOpInterface] for a call that names its callee
// in a symbol attribute or, without one, calls its first operand.
type CallModel struct {
	// CalleeAttr is the name of the callee's attribute ("callee").
	CalleeAttr string
}

func (m CallModel) CalleeSymbol(op *Operation) (SymbolRefAttr, bool) {
	ref, ok := op.Attr(m.CalleeAttr).(SymbolRefAttr)
	return ref, ok
}

func (m CallModel) ArgOperands(op *Operation) []*Value {
	if _, direct := m.CalleeSymbol(op); direct || op.NumOperands() == 0 {
		return op.Operands()
	}
	return op.Operands()[1:]
}

// DialectInliner is the dialect interface through which a dialect lets
// the inliner move its operations out of a callee into a caller (MLIR's
// DialectInlinerInterface). A call is inlined only when every operation
// of the callee, and the operation holding the call, belong to dialects
// with one.
type DialectInliner interface {
	// IsLegalToInline reports whether op, in a callee's body, may be
	// moved into a caller.
	IsLegalToInline(op *Operation) bool
}

// CallInliner is a [DialectInliner] that also decides about whole calls:
// whether the callee, a function of the dialect, may be inlined at call
// (llvm's `noinline`).
type CallInliner interface {
	IsLegalToInlineCall(call, callee *Operation) bool
}

// ReturnInliner is a [DialectInliner] that can inline callees of several
// blocks: it replaces the callee's return ret, copied into the caller,
// with a branch to dest, the rest of the caller's block, that forwards
// ret's operands.
type ReturnInliner interface {
	ReplaceReturnWithBranch(b *Builder, ret *Operation, dest *Block)
}

// InlineAll is the [DialectInliner] of a dialect any of whose operations
// may be inlined (arith, scf).
type InlineAll struct{}

func (InlineAll) IsLegalToInline(*Operation) bool { return true }
