package rewrite

import (
	"slices"
	"sync"

	"github.com/strata-ir/strata/ir"
)

// TypeConverter says what the types of the source program become in the
// target: a list of conversion functions, and materializations that build
// a value of one type from values of another where the conversion leaves
// both alive.
//
// Conversion functions are tried from the last added to the first, as in
// MLIR, so a converter starts with its catch-all rule (often the identity,
// "every other type is legal as it is") and adds more specific rules after
// it. A function declines a type by reporting false; the next one is then
// tried. A type no function accepts cannot be converted.
//
// A converter is configured once and then only read (its answers are
// cached behind a lock), so one converter may serve conversions running
// in parallel.
type TypeConverter struct {
	conversions []func(ir.Type) ([]ir.Type, bool)
	source      []MaterializationFunc
	target      []MaterializationFunc
	argument    []MaterializationFunc

	mu    sync.RWMutex
	cache map[ir.Type]conversionResult
}

type conversionResult struct {
	types []ir.Type
	ok    bool
}

// MaterializationFunc builds, at the builder's insertion point, a value of
// type resultType from inputs, and returns it; it returns nil when it does
// not handle that conversion (the next function is then tried).
type MaterializationFunc func(b *ir.Builder, resultType ir.Type, inputs []*ir.Value, loc ir.Location) *ir.Value

// NewTypeConverter returns a converter with no rules.
func NewTypeConverter() *TypeConverter { return &TypeConverter{} }

// AddConversion adds a 1:1 conversion rule. fn returns the converted type
// and true when it handles t; a nil type with true says that t cannot be
// converted at all (no earlier rule is tried).
func (tc *TypeConverter) AddConversion(fn func(t ir.Type) (ir.Type, bool)) {
	tc.addRule(func(t ir.Type) ([]ir.Type, bool) {
		r, ok := fn(t)
		if !ok {
			return nil, false
		}
		if r == nil {
			return nil, true
		}
		return []ir.Type{r}, true
	})
}

// AddOneToNConversion adds a rule that may turn a type into several types,
// or into none (the value is dropped). fn returns the types and true when
// it handles t.
func (tc *TypeConverter) AddOneToNConversion(fn func(t ir.Type) ([]ir.Type, bool)) {
	tc.addRule(func(t ir.Type) ([]ir.Type, bool) {
		r, ok := fn(t)
		if !ok {
			return nil, false
		}
		if r == nil {
			r = []ir.Type{} // dropped, which is not "cannot convert"
		}
		return r, true
	})
}

// AddIdentityConversion adds the rule that keeps every type as it is: the
// usual first rule, tried when no later one applies.
func (tc *TypeConverter) AddIdentityConversion() {
	tc.AddConversion(func(t ir.Type) (ir.Type, bool) { return t, true })
}

func (tc *TypeConverter) addRule(fn func(ir.Type) ([]ir.Type, bool)) {
	tc.mu.Lock()
	tc.conversions = append(tc.conversions, fn)
	tc.cache = nil
	tc.mu.Unlock()
}

// AddSourceMaterialization adds a function that turns converted values
// back into a value of the original type, for users the conversion left
// unconverted.
func (tc *TypeConverter) AddSourceMaterialization(fn MaterializationFunc) {
	tc.source = append(tc.source, fn)
}

// AddTargetMaterialization adds a function that turns a value of an
// original type into a value of a converted type, for converted users of a
// value whose producer was not converted.
func (tc *TypeConverter) AddTargetMaterialization(fn MaterializationFunc) {
	tc.target = append(tc.target, fn)
}

// AddArgumentMaterialization adds a function that rebuilds an original
// block argument from the arguments a signature conversion replaced it
// with; it is tried before the source materializations for block
// arguments.
func (tc *TypeConverter) AddArgumentMaterialization(fn MaterializationFunc) {
	tc.argument = append(tc.argument, fn)
}

// convert runs the rules on t, last added first, caching the answer. The
// returned slice must not be modified.
func (tc *TypeConverter) convert(t ir.Type) ([]ir.Type, bool) {
	tc.mu.RLock()
	r, hit := tc.cache[t]
	tc.mu.RUnlock()
	if hit {
		return r.types, r.ok
	}
	r = conversionResult{}
	for i := len(tc.conversions) - 1; i >= 0; i-- {
		if types, ok := tc.conversions[i](t); ok {
			r = conversionResult{types: types, ok: types != nil}
			break
		}
	}
	tc.mu.Lock()
	if tc.cache == nil {
		tc.cache = map[ir.Type]conversionResult{}
	}
	tc.cache[t] = r
	tc.mu.Unlock()
	return r.types, r.ok
}

// ConvertType returns what t becomes when that is exactly one type, and
// false when t cannot be converted or becomes several types or none.
func (tc *TypeConverter) ConvertType(t ir.Type) (ir.Type, bool) {
	ts, ok := tc.convert(t)
	if !ok || len(ts) != 1 {
		return nil, false
	}
	return ts[0], true
}

// ConvertTypeToMany returns the types t becomes: one for a 1:1 rule, any
// number (zero: dropped) for a 1:N rule; false when t cannot be converted.
func (tc *TypeConverter) ConvertTypeToMany(t ir.Type) ([]ir.Type, bool) {
	ts, ok := tc.convert(t)
	return slices.Clone(ts), ok
}

// ConvertTypes converts each of ts and returns the concatenation, or false
// when one of them cannot be converted.
func (tc *TypeConverter) ConvertTypes(ts []ir.Type) ([]ir.Type, bool) {
	out := make([]ir.Type, 0, len(ts))
	for _, t := range ts {
		c, ok := tc.convert(t)
		if !ok {
			return nil, false
		}
		out = append(out, c...)
	}
	return out, true
}

// IsLegal reports whether t converts to itself.
func (tc *TypeConverter) IsLegal(t ir.Type) bool {
	c, ok := tc.convert(t)
	return ok && len(c) == 1 && c[0] == t
}

// AreLegal reports whether every type of ts is legal.
func (tc *TypeConverter) AreLegal(ts []ir.Type) bool {
	for _, t := range ts {
		if !tc.IsLegal(t) {
			return false
		}
	}
	return true
}

// IsOpLegal reports whether the operand and result types of op are legal,
// the usual dynamic legality of an op that only needs its types converted.
func (tc *TypeConverter) IsOpLegal(op *ir.Operation) bool {
	return tc.AreLegal(op.OperandTypes()) && tc.AreLegal(op.ResultTypes())
}

// IsSignatureLegal reports whether the input and result types of ft are
// legal.
func (tc *TypeConverter) IsSignatureLegal(ft *ir.FunctionType) bool {
	return tc.AreLegal(ft.Inputs()) && tc.AreLegal(ft.Results())
}

// IsRegionLegal reports whether the arguments of every block of r have
// legal types.
func (tc *TypeConverter) IsRegionLegal(r *ir.Region) bool {
	for _, b := range r.Blocks() {
		if !tc.AreLegal(b.ArgumentTypes()) {
			return false
		}
	}
	return true
}

// ConvertSignature converts the inputs and results of ft. The conversion
// maps each original input to the converted inputs it becomes; its
// FunctionType is the converted signature. It reports false when a type
// cannot be converted.
func (tc *TypeConverter) ConvertSignature(ft *ir.FunctionType) (*SignatureConversion, bool) {
	sc := NewSignatureConversion(len(ft.Inputs()))
	if !tc.ConvertSignatureArgs(ft.Inputs(), sc) {
		return nil, false
	}
	results, ok := tc.ConvertTypes(ft.Results())
	if !ok {
		return nil, false
	}
	sc.results = results
	return sc, true
}

// ConvertSignatureArgs adds to sc the conversion of each of the original
// inputs ts, in order.
func (tc *TypeConverter) ConvertSignatureArgs(ts []ir.Type, sc *SignatureConversion) bool {
	for i, t := range ts {
		c, ok := tc.convert(t)
		if !ok {
			return false
		}
		sc.AddInputs(i, c...)
	}
	return true
}

// materialize tries fns, last added first.
func materialize(fns []MaterializationFunc, b *ir.Builder, t ir.Type, inputs []*ir.Value, loc ir.Location) *ir.Value {
	for i := len(fns) - 1; i >= 0; i-- {
		if v := fns[i](b, t, inputs, loc); v != nil {
			return v
		}
	}
	return nil
}

// MaterializeSourceConversion builds a value of the original type t from
// converted values, with the source materializations; nil when none
// applies.
func (tc *TypeConverter) MaterializeSourceConversion(b *ir.Builder, t ir.Type, inputs []*ir.Value, loc ir.Location) *ir.Value {
	return materialize(tc.source, b, t, inputs, loc)
}

// MaterializeTargetConversion builds a value of the converted type t from
// original values, with the target materializations; nil when none
// applies.
func (tc *TypeConverter) MaterializeTargetConversion(b *ir.Builder, t ir.Type, inputs []*ir.Value, loc ir.Location) *ir.Value {
	return materialize(tc.target, b, t, inputs, loc)
}

// MaterializeArgumentConversion builds a value of the original block
// argument type t from the arguments that replaced it, with the argument
// materializations and then the source ones; nil when none applies.
func (tc *TypeConverter) MaterializeArgumentConversion(b *ir.Builder, t ir.Type, inputs []*ir.Value, loc ir.Location) *ir.Value {
	if v := materialize(tc.argument, b, t, inputs, loc); v != nil {
		return v
	}
	return materialize(tc.source, b, t, inputs, loc)
}

// SignatureConversion says what the inputs of a signature (the arguments
// of a block) become: each original input maps to a run of new inputs
// (one, several, or none), or is replaced by an existing value.
type SignatureConversion struct {
	inputs  []inputMapping // one per original input
	types   []ir.Type      // the converted inputs
	results []ir.Type      // the converted results, for ConvertSignature
}

// inputMapping says where original input i went: to types[start:start+n],
// or, when replacement is set, to that value.
type inputMapping struct {
	set         bool
	start, n    int
	replacement *ir.Value
}

// NewSignatureConversion returns a conversion of a signature of n inputs
// that says nothing yet about any of them.
func NewSignatureConversion(n int) *SignatureConversion {
	return &SignatureConversion{inputs: make([]inputMapping, n)}
}

// AddInputs maps original input i to new inputs of the given types,
// appended to the converted inputs (none: the input is dropped).
func (sc *SignatureConversion) AddInputs(i int, types ...ir.Type) {
	sc.inputs[i] = inputMapping{set: true, start: len(sc.types), n: len(types)}
	sc.types = append(sc.types, types...)
}

// AppendInputs adds new inputs that stand for no original input.
func (sc *SignatureConversion) AppendInputs(types ...ir.Type) {
	sc.types = append(sc.types, types...)
}

// RemapInput replaces original input i with v, which must dominate the
// block; the input gets no new argument.
func (sc *SignatureConversion) RemapInput(i int, v *ir.Value) {
	sc.inputs[i] = inputMapping{set: true, replacement: v}
}

// NumOriginalInputs returns the number of original inputs.
func (sc *SignatureConversion) NumOriginalInputs() int { return len(sc.inputs) }

// ConvertedTypes returns the converted inputs. The slice must not be
// modified.
func (sc *SignatureConversion) ConvertedTypes() []ir.Type { return sc.types }

// ConvertedResults returns the converted results, when the conversion was
// made by ConvertSignature. The slice must not be modified.
func (sc *SignatureConversion) ConvertedResults() []ir.Type { return sc.results }

// InputMapping returns where original input i went: the new inputs
// [start, start+n), or the value that replaces it.
func (sc *SignatureConversion) InputMapping(i int) (start, n int, replacement *ir.Value) {
	m := sc.inputs[i]
	return m.start, m.n, m.replacement
}

// FunctionType returns the converted signature: the converted inputs and
// the converted results.
func (sc *SignatureConversion) FunctionType(ctx *ir.Context) *ir.FunctionType {
	return ctx.FunctionType(sc.types, sc.results)
}

// complete checks that every original input is mapped.
func (sc *SignatureConversion) complete() bool {
	for _, m := range sc.inputs {
		if !m.set {
			return false
		}
	}
	return true
}
