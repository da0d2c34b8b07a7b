package arith

import (
	"math"
	"math/big"

	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/ir/apint"
)

// Constant folding works element by element: an operand constant is a
// scalar attribute (IntegerAttr, FloatAttr) or a DenseElementsAttr of them,
// and the folders below are written for one element. The helpers here
// lift them to splats and to dense elements, as MLIR's constFold helpers do.

// maxFoldElements bounds the size of non-splat constants folded element by
// element, so that folding stays cheap on huge tensors.
const maxFoldElements = 1 << 16

// elems returns the element attributes of a constant and whether it is a
// splat; a scalar is a one-element splat. ok is false for anything else.
func elems(a ir.Attribute) (vals []ir.Attribute, splat bool, ok bool) {
	switch a := a.(type) {
	case ir.IntegerAttr, ir.FloatAttr:
		return []ir.Attribute{a}, true, true
	case *ir.DenseElementsAttr:
		if len(a.Values()) > maxFoldElements {
			return nil, false, false
		}
		return a.Values(), a.IsSplat(), true
	}
	return nil, false, false
}

// isShaped reports whether t is a vector or tensor type.
func isShaped(t ir.Type) bool {
	switch t.(type) {
	case *ir.VectorType, *ir.TensorType:
		return true
	}
	return false
}

// staticShaped returns t as a shaped type whose element count is known.
func staticShaped(t ir.Type) (ir.ShapedType, bool) {
	if !isShaped(t) {
		return nil, false
	}
	s := t.(ir.ShapedType)
	dims, ranked := s.Shape()
	if !ranked {
		return nil, false
	}
	for _, d := range dims {
		if d == ir.DynamicSize {
			return nil, false
		}
	}
	return s, true
}

// makeConst builds the constant of type t from element values: the value
// itself for a scalar type, a dense elements attribute otherwise.
func makeConst(ctx *ir.Context, t ir.Type, vals []ir.Attribute) ir.Attribute {
	if !isShaped(t) {
		if len(vals) != 1 {
			return nil
		}
		return vals[0]
	}
	s, ok := staticShaped(t)
	if !ok {
		return nil
	}
	return ctx.DenseElements(s, vals)
}

// fold1 applies f to each element of a, producing a constant of type res.
func fold1(ctx *ir.Context, res ir.Type, a ir.Attribute, f func(ir.Attribute) (ir.Attribute, bool)) ir.Attribute {
	if isShaped(res) != isDense(a) {
		return nil
	}
	vs, _, ok := elems(a)
	if !ok {
		return nil
	}
	out := make([]ir.Attribute, len(vs))
	for i, v := range vs {
		r, ok := f(v)
		if !ok {
			return nil
		}
		out[i] = r
	}
	return makeConst(ctx, res, out)
}

func isDense(a ir.Attribute) bool {
	_, ok := a.(*ir.DenseElementsAttr)
	return ok
}

// fold2 applies f to corresponding elements of a and b.
func fold2(ctx *ir.Context, res ir.Type, a, b ir.Attribute, f func(x, y ir.Attribute) (ir.Attribute, bool)) ir.Attribute {
	if isShaped(res) != isDense(a) || isDense(a) != isDense(b) {
		return nil
	}
	xs, xsplat, ok1 := elems(a)
	ys, ysplat, ok2 := elems(b)
	if !ok1 || !ok2 {
		return nil
	}
	n := max(len(xs), len(ys))
	if len(xs) == 0 || len(ys) == 0 || !xsplat && !ysplat && len(xs) != len(ys) {
		return nil // empty tensors fold to nothing worth a constant
	}
	out := make([]ir.Attribute, n)
	for i := range out {
		x, y := xs[0], ys[0]
		if !xsplat {
			x = xs[i]
		}
		if !ysplat {
			y = ys[i]
		}
		r, ok := f(x, y)
		if !ok {
			return nil
		}
		out[i] = r
	}
	return makeConst(ctx, res, out)
}

// intFn2 lifts an operation on integers to element attributes; the result
// has the element type of the first operand.
func intFn2(f func(x, y apint.Int) (apint.Int, bool)) func(x, y ir.Attribute) (ir.Attribute, bool) {
	return func(x, y ir.Attribute) (ir.Attribute, bool) {
		a, ok1 := x.(ir.IntegerAttr)
		b, ok2 := y.(ir.IntegerAttr)
		if !ok1 || !ok2 || a.AttrType() != b.AttrType() {
			return nil, false
		}
		r, ok := f(apintOf(a), apintOf(b))
		if !ok {
			return nil, false
		}
		return intAttr(r, a.AttrType()), true
	}
}

// total wraps an operation that is defined everywhere.
func total(f func(x, y apint.Int) apint.Int) func(x, y apint.Int) (apint.Int, bool) {
	return func(x, y apint.Int) (apint.Int, bool) { return f(x, y), true }
}

// floatFn2 lifts an operation on floats to element attributes. Formats
// wider than f64 are not folded: strata holds float constants as float64,
// which cannot compute in their precision.
func floatFn2(f func(x, y float64) (float64, bool)) func(x, y ir.Attribute) (ir.Attribute, bool) {
	return func(x, y ir.Attribute) (ir.Attribute, bool) {
		a, ok1 := x.(ir.FloatAttr)
		b, ok2 := y.(ir.FloatAttr)
		if !ok1 || !ok2 || a.AttrType() != b.AttrType() || !foldableFloat(a.AttrType()) {
			return nil, false
		}
		r, ok := f(a.Value(), b.Value())
		if !ok {
			return nil, false
		}
		return ir.FloatAttrOf(a.AttrType(), r), true
	}
}

// foldableFloat reports whether arithmetic in t can be done exactly in
// float64 and rounded: t is at most 64 bits wide.
func foldableFloat(t ir.Type) bool {
	ft, ok := t.(ir.FloatType)
	return ok && ft.Width() <= 64
}

// splatInt returns the integer a scalar or splat constant holds.
func splatInt(a ir.Attribute) (apint.Int, bool) {
	switch a := a.(type) {
	case ir.IntegerAttr:
		return apintOf(a), true
	case *ir.DenseElementsAttr:
		if a.IsSplat() {
			if ia, ok := a.Values()[0].(ir.IntegerAttr); ok {
				return apintOf(ia), true
			}
		}
	}
	return apint.Int{}, false
}

// splatFloat returns the float a scalar or splat constant holds.
func splatFloat(a ir.Attribute) (float64, bool) {
	switch a := a.(type) {
	case ir.FloatAttr:
		return a.Value(), true
	case *ir.DenseElementsAttr:
		if a.IsSplat() {
			if fa, ok := a.Values()[0].(ir.FloatAttr); ok {
				return fa.Value(), true
			}
		}
	}
	return 0, false
}

// intConstIs reports whether a is a scalar or splat integer satisfying p.
func intConstIs(a ir.Attribute, p func(apint.Int) bool) bool {
	x, ok := splatInt(a)
	return ok && p(x)
}

// floatConstIs reports whether a is a scalar or splat float whose bits are
// those of v (so that -0.0 and +0.0 differ).
func floatConstIs(a ir.Attribute, v float64) bool {
	x, ok := splatFloat(a)
	return ok && math.Float64bits(x) == math.Float64bits(v)
}

// splatOf returns the constant of type t all of whose elements are e, or
// nil when t is a shaped type of unknown size.
func splatOf(ctx *ir.Context, t ir.Type, e ir.Attribute) ir.Attribute {
	if !isShaped(t) {
		return e
	}
	s, ok := staticShaped(t)
	if !ok {
		return nil
	}
	return ctx.DenseElements(s, []ir.Attribute{e})
}

// intSplat returns the integer constant of type t (scalar or splat) whose
// elements are v, truncated to the element width.
func intSplat(ctx *ir.Context, t ir.Type, v int64) ir.Attribute {
	return splatOf(ctx, t, ir.IntAttr(elementType(t), v))
}

// The results of a fold.

func value(v *ir.Value) []ir.FoldResult { return []ir.FoldResult{{Value: v}} }

func constant(a ir.Attribute) []ir.FoldResult {
	if a == nil {
		return nil
	}
	return []ir.FoldResult{{Attr: a}}
}

// inPlace says op was updated in place.
func inPlace(op *ir.Operation) []ir.FoldResult { return value(op.Result(0)) }

// definedBy returns the defining op of v if it is named name.
func definedBy(v *ir.Value, name string) *ir.Operation {
	if d := v.DefiningOp(); d != nil && d.Is(name) {
		return d
	}
	return nil
}

// --- integer binary ops ---

// binaryFold builds a binary op folder from an element folder and the
// identities of the op, tried first.
func binaryFold(elem func(x, y ir.Attribute) (ir.Attribute, bool), identities func(op *ir.Operation, lhs, rhs ir.Attribute) []ir.FoldResult) func(*ir.Operation, []ir.Attribute) []ir.FoldResult {
	return func(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
		if len(operands) != 2 || op.NumResults() != 1 {
			return nil
		}
		if identities != nil {
			if r := identities(op, operands[0], operands[1]); r != nil {
				return r
			}
		}
		if operands[0] == nil || operands[1] == nil {
			return nil
		}
		return constant(fold2(op.Context(), op.Result(0).Type(), operands[0], operands[1], elem))
	}
}

// commutative extends a folder of a commutative op: when it cannot fold and
// only the left operand is constant, the operands are swapped in place so
// that constants end up on the right, where the identities look for them.
func commutative(f func(*ir.Operation, []ir.Attribute) []ir.FoldResult) func(*ir.Operation, []ir.Attribute) []ir.FoldResult {
	return func(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
		if r := f(op, operands); r != nil {
			return r
		}
		if len(operands) == 2 && operands[0] != nil && operands[1] == nil {
			l, r := op.Operand(0), op.Operand(1)
			op.SetOperand(0, r)
			op.SetOperand(1, l)
			return inPlace(op)
		}
		return nil
	}
}

func isZero(x apint.Int) bool      { return x.IsZero() }
func isOne(x apint.Int) bool       { return x.IsOne() }
func isAllOnes(x apint.Int) bool   { return x.IsAllOnes() }
func isSignedMax(x apint.Int) bool { return x.IsSignedMax() }
func isSignedMin(x apint.Int) bool { return x.IsSignedMin() }

func zeroOf(op *ir.Operation) []ir.FoldResult {
	return constant(intSplat(op.Context(), op.Result(0).Type(), 0))
}

var foldAddI = commutative(binaryFold(intFn2(total(apint.Int.Add)), func(op *ir.Operation, _, rhs ir.Attribute) []ir.FoldResult {
	if intConstIs(rhs, isZero) {
		return value(op.Operand(0))
	}
	// (a - b) + b and b + (a - b) are a.
	if sub := definedBy(op.Operand(0), SubIOpName); sub != nil && sub.Operand(1) == op.Operand(1) {
		return value(sub.Operand(0))
	}
	if sub := definedBy(op.Operand(1), SubIOpName); sub != nil && sub.Operand(1) == op.Operand(0) {
		return value(sub.Operand(0))
	}
	return nil
}))

var foldSubI = binaryFold(intFn2(total(apint.Int.Sub)), func(op *ir.Operation, _, rhs ir.Attribute) []ir.FoldResult {
	if op.Operand(0) == op.Operand(1) {
		return zeroOf(op)
	}
	if intConstIs(rhs, isZero) {
		return value(op.Operand(0))
	}
	// (a + b) - b is a, and (a + b) - a is b.
	if add := definedBy(op.Operand(0), AddIOpName); add != nil {
		if add.Operand(1) == op.Operand(1) {
			return value(add.Operand(0))
		}
		if add.Operand(0) == op.Operand(1) {
			return value(add.Operand(1))
		}
	}
	return nil
})

var foldMulI = commutative(binaryFold(intFn2(total(apint.Int.Mul)), func(op *ir.Operation, _, rhs ir.Attribute) []ir.FoldResult {
	if intConstIs(rhs, isZero) {
		return value(op.Operand(1))
	}
	if intConstIs(rhs, isOne) {
		return value(op.Operand(0))
	}
	return nil
}))

// divByOne folds x / 1 to x, for every division.
func divByOne(op *ir.Operation, _, rhs ir.Attribute) []ir.FoldResult {
	if intConstIs(rhs, isOne) {
		return value(op.Operand(0))
	}
	return nil
}

// remByOne folds x % 1 to 0.
func remByOne(op *ir.Operation, _, rhs ir.Attribute) []ir.FoldResult {
	if intConstIs(rhs, isOne) {
		return zeroOf(op)
	}
	return nil
}

var (
	foldDivSI      = binaryFold(intFn2(apint.Int.SDiv), divByOne)
	foldDivUI      = binaryFold(intFn2(apint.Int.UDiv), divByOne)
	foldCeilDivSI  = binaryFold(intFn2(apint.Int.CeilDivS), divByOne)
	foldCeilDivUI  = binaryFold(intFn2(apint.Int.CeilDivU), divByOne)
	foldFloorDivSI = binaryFold(intFn2(apint.Int.FloorDivS), divByOne)
	foldRemSI      = binaryFold(intFn2(apint.Int.SRem), remByOne)
	foldRemUI      = binaryFold(intFn2(apint.Int.URem), remByOne)
)

// isNotOf reports whether v is xor(x, all-ones) (in either operand order).
func isNotOf(v, x *ir.Value) bool {
	xor := definedBy(v, XOrIOpName)
	if xor == nil {
		return false
	}
	for i := range 2 {
		if xor.Operand(i) == x && isAllOnesConst(xor.Operand(1-i)) {
			return true
		}
	}
	return false
}

// isAllOnesConst reports whether v is an arith.constant of all ones.
func isAllOnesConst(v *ir.Value) bool {
	c := definedBy(v, ConstantOpName)
	return c != nil && intConstIs(c.Attr("value"), isAllOnes)
}

// idempotent extends the folder of an op with MLIR's Idempotent trait:
// x op x is x. MLIR tries trait folds only after the op's own fold fails,
// so a constant x folds to an attribute first (which moves the uniqued
// constant to the front of its block, where the value would not).
func idempotent(f func(*ir.Operation, []ir.Attribute) []ir.FoldResult) func(*ir.Operation, []ir.Attribute) []ir.FoldResult {
	return func(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
		if r := f(op, operands); r != nil {
			return r
		}
		if op.NumOperands() == 2 && op.NumResults() == 1 && op.Operand(0) == op.Operand(1) {
			return value(op.Operand(0))
		}
		return nil
	}
}

var foldAndI = commutative(idempotent(binaryFold(intFn2(total(apint.Int.And)), func(op *ir.Operation, _, rhs ir.Attribute) []ir.FoldResult {
	a, b := op.Operand(0), op.Operand(1)
	switch {
	case intConstIs(rhs, isZero):
		return value(b)
	case intConstIs(rhs, isAllOnes):
		return value(a)
	case isNotOf(a, b) || isNotOf(b, a): // x & ~x
		return zeroOf(op)
	}
	// (x & y) & y is x & y, on either side and with either operand.
	if inner := definedBy(a, AndIOpName); inner != nil && (inner.Operand(0) == b || inner.Operand(1) == b) {
		return value(a)
	}
	if inner := definedBy(b, AndIOpName); inner != nil && (inner.Operand(0) == a || inner.Operand(1) == a) {
		return value(b)
	}
	return nil
})))

var foldOrI = commutative(idempotent(binaryFold(intFn2(total(apint.Int.Or)), func(op *ir.Operation, _, rhs ir.Attribute) []ir.FoldResult {
	switch {
	case intConstIs(rhs, isZero):
		return value(op.Operand(0))
	case isScalarAllOnes(rhs):
		// MLIR 16 answers with the attribute, not the operand, and only
		// for a scalar: a splat of ones is left to constant folding.
		return constant(rhs)
	}
	return nil
})))

// isScalarAllOnes reports whether a is an IntegerAttr with every bit set.
func isScalarAllOnes(a ir.Attribute) bool {
	ia, ok := a.(ir.IntegerAttr)
	return ok && apintOf(ia).IsAllOnes()
}

var foldXOrI = commutative(binaryFold(intFn2(total(apint.Int.Xor)), func(op *ir.Operation, _, rhs ir.Attribute) []ir.FoldResult {
	a, b := op.Operand(0), op.Operand(1)
	if intConstIs(rhs, isZero) {
		return value(a)
	}
	if a == b {
		return zeroOf(op)
	}
	// (x ^ y) ^ y is x, and (y ^ x) ^ y too.
	if prev := definedBy(a, XOrIOpName); prev != nil {
		if prev.Operand(1) == b {
			return value(prev.Operand(0))
		}
		if prev.Operand(0) == b {
			return value(prev.Operand(1))
		}
	}
	// y ^ (x ^ y) is x, and y ^ (y ^ x) too.
	if prev := definedBy(b, XOrIOpName); prev != nil {
		if prev.Operand(1) == a {
			return value(prev.Operand(0))
		}
		if prev.Operand(0) == a {
			return value(prev.Operand(1))
		}
	}
	return nil
}))

// shiftByZero folds x << 0 and x >> 0 to x.
func shiftByZero(op *ir.Operation, _, rhs ir.Attribute) []ir.FoldResult {
	if intConstIs(rhs, isZero) {
		return value(op.Operand(0))
	}
	return nil
}

var (
	foldShLI  = binaryFold(intFn2(apint.Int.Shl), shiftByZero)
	foldShRSI = binaryFold(intFn2(apint.Int.AShr), shiftByZero)
	foldShRUI = binaryFold(intFn2(apint.Int.LShr), shiftByZero)
)

// minMaxFold builds the folder of a min or max: x op x is x; against its
// absorbing bound (absorbs) the result is the bound, against its neutral
// bound (neutral) it is x.
func minMaxFold(pick func(x, y apint.Int) apint.Int, absorbs, neutral func(apint.Int) bool) func(*ir.Operation, []ir.Attribute) []ir.FoldResult {
	return commutative(binaryFold(intFn2(total(pick)), func(op *ir.Operation, _, rhs ir.Attribute) []ir.FoldResult {
		switch {
		case op.Operand(0) == op.Operand(1):
			return value(op.Operand(0))
		case intConstIs(rhs, absorbs):
			return value(op.Operand(1))
		case intConstIs(rhs, neutral):
			return value(op.Operand(0))
		}
		return nil
	}))
}

var (
	foldMaxSI = minMaxFold(apint.Int.SMax, isSignedMax, isSignedMin)
	foldMinSI = minMaxFold(apint.Int.SMin, isSignedMin, isSignedMax)
	foldMaxUI = minMaxFold(apint.Int.UMax, isAllOnes, isZero)
	foldMinUI = minMaxFold(apint.Int.UMin, isZero, isAllOnes)
)

// --- float binary ops ---

// The arithmetic folders give NaNs the way APFloat does, whatever the host
// does: a NaN operand propagates (the first one, quieted), and an invalid
// operation (inf - inf, 0 * inf, 0 / 0) gives the positive quiet NaN.

func fadd(x, y float64) (float64, bool) { return ieeeNaN(x+y, x, y), true }
func fsub(x, y float64) (float64, bool) { return ieeeNaN(x-y, x, y), true }
func fmul(x, y float64) (float64, bool) { return ieeeNaN(x*y, x, y), true }
func fdiv(x, y float64) (float64, bool) { return ieeeNaN(x/y, x, y), true }

// frem is C's fmod, the remainder with the sign of x that arith.remf is
// documented to compute (MLIR 16's folder uses the IEEE remainder instead,
// which disagrees with LLVM's frem; strata keeps folding and execution
// consistent).
func frem(x, y float64) (float64, bool) { return ieeeNaN(math.Mod(x, y), x, y), true }

const quietBit = 1 << 51

func ieeeNaN(r, x, y float64) float64 {
	switch {
	case !math.IsNaN(r):
		return r
	case math.IsNaN(x):
		return math.Float64frombits(math.Float64bits(x) | quietBit)
	case math.IsNaN(y):
		return math.Float64frombits(math.Float64bits(y) | quietBit)
	}
	return math.Float64frombits(0x7FF8000000000000)
}

// fmaximum and fminimum are IEEE 754-2019 maximum and minimum: NaN if
// either operand is NaN, and -0 below +0.
func fmaximum(x, y float64) (float64, bool) {
	switch {
	case math.IsNaN(x):
		return x, true
	case math.IsNaN(y):
		return y, true
	case x == y && x == 0:
		if math.Signbit(x) {
			return y, true
		}
		return x, true
	case x > y:
		return x, true
	}
	return y, true
}

func fminimum(x, y float64) (float64, bool) {
	switch {
	case math.IsNaN(x):
		return x, true
	case math.IsNaN(y):
		return y, true
	case x == y && x == 0:
		if math.Signbit(x) {
			return x, true
		}
		return y, true
	case x < y:
		return x, true
	}
	return y, true
}

// floatIdentity folds op to its left operand when the right one is the
// constant id (compared bit for bit).
func floatIdentity(id float64) func(op *ir.Operation, lhs, rhs ir.Attribute) []ir.FoldResult {
	return func(op *ir.Operation, _, rhs ir.Attribute) []ir.FoldResult {
		if floatConstIs(rhs, id) {
			return value(op.Operand(0))
		}
		return nil
	}
}

var (
	foldAddF = commutative(binaryFold(floatFn2(fadd), floatIdentity(math.Copysign(0, -1))))
	foldSubF = binaryFold(floatFn2(fsub), floatIdentity(0))
	foldMulF = commutative(binaryFold(floatFn2(fmul), floatIdentity(1)))
	foldDivF = binaryFold(floatFn2(fdiv), floatIdentity(1))
	foldRemF = binaryFold(floatFn2(frem), nil)
	foldMaxF = commutative(binaryFold(floatFn2(fmaximum), func(op *ir.Operation, _, rhs ir.Attribute) []ir.FoldResult {
		if op.Operand(0) == op.Operand(1) || floatConstIs(rhs, math.Inf(-1)) {
			return value(op.Operand(0))
		}
		return nil
	}))
	foldMinF = commutative(binaryFold(floatFn2(fminimum), func(op *ir.Operation, _, rhs ir.Attribute) []ir.FoldResult {
		if op.Operand(0) == op.Operand(1) || floatConstIs(rhs, math.Inf(1)) {
			return value(op.Operand(0))
		}
		return nil
	}))
)

func foldNegF(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	if len(operands) != 1 || op.NumResults() != 1 {
		return nil
	}
	if inner := definedBy(op.Operand(0), NegFOpName); inner != nil {
		return value(inner.Operand(0))
	}
	if operands[0] == nil {
		return nil
	}
	return constant(fold1(op.Context(), op.Result(0).Type(), operands[0], func(x ir.Attribute) (ir.Attribute, bool) {
		f, ok := x.(ir.FloatAttr)
		if !ok || !foldableFloat(f.AttrType()) {
			return nil, false
		}
		if math.IsNaN(f.Value()) && f.AttrType() == ir.Type(ir.F16) {
			return nil, false // strata's f16 constants cannot hold a negative NaN
		}
		return ir.FloatAttrOf(f.AttrType(), -f.Value()), true
	}))
}

// --- comparisons ---

func predicateOf(op *ir.Operation) (int64, bool) {
	a, ok := op.Attr(PredicateAttrName).(ir.IntegerAttr)
	return a.Int64(), ok
}

// cmpISelf is the answer of comparing a value with itself.
func cmpISelf(p CmpIPredicate) bool {
	switch p {
	case CmpIEq, CmpISle, CmpISge, CmpIUle, CmpIUge:
		return true
	}
	return false
}

func foldCmpI(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	pv, ok := predicateOf(op)
	if !ok || len(operands) != 2 || op.NumResults() != 1 {
		return nil
	}
	pred := CmpIPredicate(pv)
	ctx := op.Context()
	res := op.Result(0).Type()
	lhs, rhs := op.Operand(0), op.Operand(1)
	if lhs == rhs {
		return constant(splatOf(ctx, res, ir.BoolAttr(cmpISelf(pred))))
	}
	// cmpi ne (ext x:i1), 0 is x itself.
	if pred == CmpINe && intConstIs(operands[1], isZero) {
		for _, ext := range []string{ExtSIOpName, ExtUIOpName} {
			if e := definedBy(lhs, ext); e != nil && elementType(e.Operand(0).Type()) == ir.Type(ir.I1) && e.Operand(0).Type() == res {
				return value(e.Operand(0))
			}
		}
	}
	if operands[0] != nil && operands[1] == nil {
		// Constants go to the right, with the predicate mirrored.
		op.SetAttr(PredicateAttrName, predicateAttr(int64(pred.Swapped())))
		op.SetOperand(0, rhs)
		op.SetOperand(1, lhs)
		return inPlace(op)
	}
	if operands[0] == nil || operands[1] == nil {
		return nil
	}
	a, ok1 := operands[0].(ir.IntegerAttr)
	b, ok2 := operands[1].(ir.IntegerAttr)
	if !ok1 || !ok2 || a.AttrType() != b.AttrType() {
		return nil // MLIR folds integer comparisons of scalars only
	}
	return constant(ir.BoolAttr(pred.eval(apintOf(a), apintOf(b))))
}

// compareFloats evaluates a float predicate.
func compareFloats(p CmpFPredicate, x, y float64) bool {
	unordered := math.IsNaN(x) || math.IsNaN(y)
	switch p {
	case CmpFFalse:
		return false
	case CmpFTrue:
		return true
	case CmpFOrd:
		return !unordered
	case CmpFUno:
		return unordered
	case CmpFOeq:
		return !unordered && x == y
	case CmpFOgt:
		return !unordered && x > y
	case CmpFOge:
		return !unordered && x >= y
	case CmpFOlt:
		return !unordered && x < y
	case CmpFOle:
		return !unordered && x <= y
	case CmpFOne:
		return !unordered && x != y
	case CmpFUeq:
		return unordered || x == y
	case CmpFUgt:
		return unordered || x > y
	case CmpFUge:
		return unordered || x >= y
	case CmpFUlt:
		return unordered || x < y
	case CmpFUle:
		return unordered || x <= y
	case CmpFUne:
		return unordered || x != y
	}
	return false
}

func foldCmpF(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	pv, ok := predicateOf(op)
	if !ok || len(operands) != 2 || op.NumResults() != 1 {
		return nil
	}
	pred := CmpFPredicate(pv)
	a, ok1 := operands[0].(ir.FloatAttr)
	b, ok2 := operands[1].(ir.FloatAttr)
	// A NaN operand decides every predicate, whatever the other one is.
	if ok1 && math.IsNaN(a.Value()) || ok2 && math.IsNaN(b.Value()) {
		return constant(ir.BoolAttr(compareFloats(pred, math.NaN(), 0)))
	}
	if !ok1 || !ok2 || a.AttrType() != b.AttrType() {
		return nil
	}
	return constant(ir.BoolAttr(compareFloats(pred, a.Value(), b.Value())))
}

// --- select ---

func foldSelect(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	if len(operands) != 3 || op.NumResults() != 1 {
		return nil
	}
	cond, t, f := op.Operand(0), op.Operand(1), op.Operand(2)
	if t == f {
		return value(t)
	}
	if c, ok := operands[0].(ir.IntegerAttr); ok {
		if c.Bool() {
			return value(t)
		}
		return value(f)
	}
	// select c, true, false is c.
	if op.Result(0).Type() == ir.Type(ir.I1) && intConstIs(operands[1], isOne) && intConstIs(operands[2], isZero) {
		return value(cond)
	}
	// select (x == y), x, y is y, and select (x != y), x, y is x.
	if cmp := definedBy(cond, CmpIOpName); cmp != nil {
		p, _ := predicateOf(cmp)
		a, b := cmp.Operand(0), cmp.Operand(1)
		if a == t && b == f || a == f && b == t {
			switch CmpIPredicate(p) {
			case CmpIEq:
				return value(f)
			case CmpINe:
				return value(t)
			}
		}
	}
	// A splat condition picks one side whole; MLIR 16 folds no other mask.
	if cd, ok := operands[0].(*ir.DenseElementsAttr); ok && cd.IsSplat() {
		if c, ok := cd.Values()[0].(ir.IntegerAttr); ok {
			if c.Bool() {
				return value(t)
			}
			return value(f)
		}
	}
	return nil
}

// --- casts ---

// castFold builds the folder of a cast from the element conversion and a
// fold of the op's operand chain, tried first.
func castFold(elem func(x ir.Attribute, to ir.Type) (ir.Attribute, bool), chain func(op *ir.Operation) []ir.FoldResult) func(*ir.Operation, []ir.Attribute) []ir.FoldResult {
	return func(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
		if len(operands) != 1 || op.NumResults() != 1 {
			return nil
		}
		if chain != nil {
			if r := chain(op); r != nil {
				return r
			}
		}
		if operands[0] == nil {
			return nil
		}
		res := op.Result(0).Type()
		to := elementType(res)
		return constant(fold1(op.Context(), res, operands[0], func(x ir.Attribute) (ir.Attribute, bool) {
			return elem(x, to)
		}))
	}
}

// intCast lifts an integer-to-integer conversion to element attributes.
func intCast(f func(x apint.Int, w uint) apint.Int) func(ir.Attribute, ir.Type) (ir.Attribute, bool) {
	return func(x ir.Attribute, to ir.Type) (ir.Attribute, bool) {
		a, ok := x.(ir.IntegerAttr)
		w := intWidth(to)
		if !ok || w == 0 {
			return nil, false
		}
		return intAttr(f(apintOf(a), w), to), true
	}
}

// sameCastChain folds cast(cast(x)) to cast(x) in place, for the extensions
// and truncations that compose.
func sameCastChain(op *ir.Operation) []ir.FoldResult {
	if inner := definedBy(op.Operand(0), op.Name()); inner != nil {
		op.SetOperand(0, inner.Operand(0))
		return inPlace(op)
	}
	return nil
}

func truncIChain(op *ir.Operation) []ir.FoldResult {
	src := op.Operand(0)
	for _, ext := range []string{ExtSIOpName, ExtUIOpName} {
		// trunci (ext x) is x when the types match.
		if e := definedBy(src, ext); e != nil && e.Operand(0).Type() == op.Result(0).Type() {
			return value(e.Operand(0))
		}
	}
	return sameCastChain(op)
}

// inverseCastChain folds cast(cast(x)) to x when the outer cast undoes the
// inner one (same op, x of the result type).
func inverseCastChain(op *ir.Operation) []ir.FoldResult {
	if inner := definedBy(op.Operand(0), op.Name()); inner != nil && inner.Operand(0).Type() == op.Result(0).Type() {
		return value(inner.Operand(0))
	}
	return nil
}

func bitcastChain(op *ir.Operation) []ir.FoldResult {
	if r := inverseCastChain(op); r != nil {
		return r
	}
	return sameCastChain(op)
}

// intToFloat converts an integer, read as signed or unsigned, to the float
// type to with one correct rounding.
func intToFloatCast(signed bool) func(ir.Attribute, ir.Type) (ir.Attribute, bool) {
	return func(x ir.Attribute, to ir.Type) (ir.Attribute, bool) {
		a, ok := x.(ir.IntegerAttr)
		ft, ok2 := to.(ir.FloatType)
		if !ok || !ok2 || !foldableFloat(to) {
			return nil, false
		}
		v := apintOf(a)
		n := v.Unsigned()
		if signed {
			n = v.Signed()
		}
		f := new(big.Float).SetPrec(precision(ft)).SetMode(big.ToNearestEven).SetInt(n)
		r, _ := f.Float64()
		return ir.FloatAttrOf(to, r), true
	}
}

// precision returns the significand bits of a float format.
func precision(t ir.FloatType) uint {
	switch t.Kind {
	case ir.F16Kind:
		return 11
	case ir.BF16Kind:
		return 8
	case ir.F32Kind:
		return 24
	case ir.TF32Kind:
		return 11
	}
	return 53
}

// floatToIntCast converts a float to an integer, rounding toward zero, and
// does not fold NaNs and values out of the range of the target.
func floatToIntCast(signed bool) func(ir.Attribute, ir.Type) (ir.Attribute, bool) {
	return func(x ir.Attribute, to ir.Type) (ir.Attribute, bool) {
		a, ok := x.(ir.FloatAttr)
		w := intWidth(to)
		if !ok || w == 0 || !foldableFloat(a.AttrType()) {
			return nil, false
		}
		v := a.Value()
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return nil, false
		}
		n, _ := big.NewFloat(math.Trunc(v)).Int(nil)
		lo, hi := new(big.Int), new(big.Int).Lsh(big.NewInt(1), w)
		if signed {
			lo.Lsh(big.NewInt(1), w-1).Neg(lo)
			hi.Lsh(big.NewInt(1), w-1)
		}
		if n.Cmp(lo) < 0 || n.Cmp(hi) >= 0 {
			return nil, false
		}
		return intAttr(apint.FromBig(w, n), to), true
	}
}

// truncFCast folds a float truncation only when the value is exact in the
// narrower format.
func truncFCast(x ir.Attribute, to ir.Type) (ir.Attribute, bool) {
	a, ok := x.(ir.FloatAttr)
	if !ok || !foldableFloat(a.AttrType()) || !foldableFloat(to) {
		return nil, false
	}
	v := a.Value()
	r := ir.FloatAttrOf(to, v)
	if math.IsNaN(v) || math.Float64bits(r.Value()) != math.Float64bits(v) {
		return nil, false
	}
	return r, true
}

// indexCast converts between index and an integer type, sign- or
// zero-extending or truncating to the target width.
func indexCast(signed bool) func(ir.Attribute, ir.Type) (ir.Attribute, bool) {
	return intCast(func(x apint.Int, w uint) apint.Int {
		switch {
		case w < x.Width():
			return x.Trunc(w)
		case signed:
			return x.SExt(w)
		}
		return x.ZExt(w)
	})
}

// bitcastElem reinterprets the bits of an integer or float.
func bitcastElem(x ir.Attribute, to ir.Type) (ir.Attribute, bool) {
	bits, ok := elemBits(x)
	if !ok {
		return nil, false
	}
	switch t := to.(type) {
	case ir.IntegerType:
		return intAttr(apint.FromUint64(uint(t.Width), bits), to), t.Width <= 64
	case ir.FloatType:
		return floatFromBits(t, bits)
	}
	return nil, false
}

// elemBits returns the bit pattern of an integer or float element of at
// most 64 bits.
func elemBits(x ir.Attribute) (uint64, bool) {
	switch a := x.(type) {
	case ir.IntegerAttr:
		v := apintOf(a)
		return v.Uint64(), v.Width() <= 64
	case ir.FloatAttr:
		ft, ok := a.AttrType().(ir.FloatType)
		if !ok {
			return 0, false
		}
		v := a.Value()
		switch ft.Kind {
		case ir.F64Kind:
			return math.Float64bits(v), true
		case ir.F32Kind:
			return uint64(math.Float32bits(float32(v))), true
		case ir.F16Kind:
			return uint64(halfBits(v)), true
		case ir.BF16Kind:
			return uint64(math.Float32bits(float32(v)) >> 16), true
		}
	}
	return 0, false
}

func floatFromBits(t ir.FloatType, bits uint64) (ir.Attribute, bool) {
	switch t.Kind {
	case ir.F64Kind:
		return ir.FloatAttrOf(t, math.Float64frombits(bits)), true
	case ir.F32Kind:
		return ir.FloatAttrOf(t, float64(math.Float32frombits(uint32(bits)))), true
	case ir.F16Kind:
		if bits&0x7c00 == 0x7c00 && bits&0x3ff != 0 && bits != 0x7e00 {
			return nil, false // strata's f16 constants hold only the canonical NaN
		}
		return ir.FloatAttrOf(t, halfValue(uint16(bits))), true
	case ir.BF16Kind:
		return ir.FloatAttrOf(t, float64(math.Float32frombits(uint32(bits)<<16))), true
	}
	return nil, false
}

var (
	foldExtSI  = castFold(intCast(apint.Int.SExt), sameCastChain)
	foldExtUI  = castFold(intCast(apint.Int.ZExt), sameCastChain)
	foldTruncI = castFold(intCast(apint.Int.Trunc), truncIChain)
	foldSIToFP = castFold(intToFloatCast(true), nil)
	foldUIToFP = castFold(intToFloatCast(false), nil)
	foldFPToSI = castFold(floatToIntCast(true), nil)
	foldFPToUI = castFold(floatToIntCast(false), nil)
	foldTruncF = castFold(truncFCast, nil)

	foldIndexCast   = castFold(indexCast(true), inverseCastChain)
	foldIndexCastUI = castFold(indexCast(false), inverseCastChain)
	foldBitcast     = castFold(bitcastElem, bitcastChain)
)

// foldConstant folds arith.constant to its value.
func foldConstant(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	if v := op.Attr("value"); v != nil {
		return constant(v)
	}
	return nil
}

// valueAttrConstant is the constant's model of rewrite.ConstantAttrOp: its
// fold returns its "value" attribute, which the folder can then read
// without running the fold (and allocating its result) for every use.
type valueAttrConstant struct{}

func (valueAttrConstant) ConstantAttr(op *ir.Operation) ir.Attribute { return op.Attr("value") }

// halfBits returns the IEEE binary16 encoding of v, which must be exactly
// representable (f16 constants are held rounded to the format).
func halfBits(v float64) uint16 {
	var sign uint16
	if math.Signbit(v) {
		sign = 0x8000
	}
	a := math.Abs(v)
	switch {
	case math.IsNaN(v):
		return sign | 0x7e00
	case math.IsInf(v, 0):
		return sign | 0x7c00
	case a == 0:
		return sign
	case a < 0x1p-14: // subnormal: units of 2^-24
		return sign | uint16(a*0x1p24)
	}
	frac, exp := math.Frexp(a) // a = frac * 2^exp, frac in [0.5, 1)
	e := exp - 1 + 15
	m := uint16((frac*2 - 1) * 1024)
	return sign | uint16(e)<<10 | m
}

// halfValue returns the value of the IEEE binary16 encoding h.
func halfValue(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	exp := int(h>>10) & 0x1f
	frac := float64(h & 0x3ff)
	switch exp {
	case 0:
		return sign * math.Ldexp(frac, -24)
	case 0x1f:
		if frac != 0 {
			return math.NaN()
		}
		return math.Inf(int(sign))
	}
	return sign * math.Ldexp(1024+frac, exp-25)
}
