package autoclose

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/strata-ir/strata/dialects/arith"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/ir"
)

// Index arithmetic for the coverage rules (kernel.go, loops.go). An index
// is read as an affine expression over atoms, the walk's terms of the
// values it cannot look through (induction variables, loads, calls). The
// arithmetic is over mathematical integers, which is what C computes for
// signed integers (an overflow is undefined behaviour); unsigned
// arithmetic wraps, so an unsigned op is an atom of its own.

// aff is c + Σ coef[atom]·atom. coef never holds a zero, so two equal
// expressions have equal maps.
type aff struct {
	c    int64
	coef map[string]int64
}

func constAff(c int64) aff { return aff{c: c} }

func atomAff(t string) aff { return aff{coef: map[string]int64{t: 1}} }

// isConst reports whether a has no atoms.
func (a aff) isConst() bool { return len(a.coef) == 0 }

// plus returns a + k·b; ok is false when a constant overflows int64.
func (a aff) plus(k int64, b aff) (aff, bool) {
	out := aff{coef: make(map[string]int64, len(a.coef)+len(b.coef))}
	for t, x := range a.coef {
		out.coef[t] = x
	}
	kc, ok := mulInt(k, b.c)
	if !ok {
		return aff{}, false
	}
	if out.c, ok = addInt(a.c, kc); !ok {
		return aff{}, false
	}
	for t, x := range b.coef {
		kx, ok := mulInt(k, x)
		if !ok {
			return aff{}, false
		}
		s, ok := addInt(out.coef[t], kx)
		if !ok {
			return aff{}, false
		}
		if s == 0 {
			delete(out.coef, t)
		} else {
			out.coef[t] = s
		}
	}
	return out, true
}

// minus returns a - b as a constant, when their atoms cancel.
func (a aff) minus(b aff) (int64, bool) {
	d, ok := a.plus(-1, b)
	if !ok || !d.isConst() {
		return 0, false
	}
	return d.c, true
}

// String writes a readably and deterministically, for remarks: atoms
// appear as "n" terms in sorted order.
func (a aff) String() string {
	if a.isConst() {
		return strconv.FormatInt(a.c, 10)
	}
	atoms := make([]string, 0, len(a.coef))
	for t := range a.coef {
		atoms = append(atoms, t)
	}
	slices.Sort(atoms)
	var sb strings.Builder
	for i, t := range atoms {
		k := a.coef[t]
		switch {
		case i > 0 && k > 0:
			sb.WriteString(" + ")
		case i > 0:
			sb.WriteString(" - ")
			k = -k
		case k < 0:
			sb.WriteString("-")
			k = -k
		}
		if k != 1 {
			sb.WriteString(strconv.FormatInt(k, 10) + "*")
		}
		sb.WriteString("%" + t)
	}
	if a.c > 0 {
		sb.WriteString(" + " + strconv.FormatInt(a.c, 10))
	} else if a.c < 0 {
		sb.WriteString(" - " + strconv.FormatInt(-a.c, 10))
	}
	return sb.String()
}

func addInt(x, y int64) (int64, bool) {
	s := x + y
	if (y > 0 && s < x) || (y < 0 && s > x) {
		return 0, false
	}
	return s, true
}

func mulInt(x, y int64) (int64, bool) {
	if x == 0 || y == 0 {
		return 0, true
	}
	if (x == -1 && y == math.MinInt64) || (y == -1 && x == math.MinInt64) {
		return 0, false
	}
	p := x * y
	if p/y != x {
		return 0, false
	}
	return p, true
}

// interval is the half-open index range [lo, hi) of one element type of
// the parameter's memory (elem is the element address type, as in the
// walk's addresses).
type interval struct {
	elem   string
	lo, hi aff
}

// signedInt reports whether t is a signed cir integer or a signless
// builtin one (the omp loop bounds, which the loops compare as signed).
func signedInt(t ir.Type) bool {
	switch t := t.(type) {
	case cir.IntType:
		return t.Signed
	case ir.IntegerType:
		return t.IsSignless() || t.Signedness == ir.Signed
	}
	return false
}

func intWidth(t ir.Type) int {
	switch t := t.(type) {
	case cir.IntType:
		return t.Width
	case ir.IntegerType:
		return int(t.Width)
	}
	return 0
}

// aff returns v's affine form; whatever it cannot look through is an
// atom named by v's term. Forms are kept by term, so that a load of a
// scalar variable (whose term is the stored value's) has the stored
// value's form.
func (w *kernelWalk) aff(v *ir.Value) aff {
	t := w.term(v)
	if a, ok := w.affs[t]; ok {
		return a
	}
	a, ok := w.affOf(v)
	if !ok {
		a = atomAff(t)
	}
	w.affs[t] = a
	return a
}

// affOf looks through the op defining v: constants, value-preserving
// integer casts and signed +, -, ×constant, unary ±, ++, --.
func (w *kernelWalk) affOf(v *ir.Value) (aff, bool) {
	def := v.DefiningOp()
	if def == nil || !signedInt(v.Type()) && !def.Is(cir.ConstOpName) {
		return aff{}, false
	}
	switch {
	case def.Is(cir.ConstOpName):
		c, _ := cir.AsConst(def)
		n, ok := c.Value().(cir.IntAttr)
		if !ok || !n.Type.Signed && n.Uint() > math.MaxInt64 {
			return aff{}, false
		}
		return constAff(n.Value), true
	case def.Is(arith.ConstantOpName):
		c, _ := arith.AsConstant(def)
		n, ok := c.Value().(ir.IntegerAttr)
		if !ok || intWidth(v.Type()) > 64 {
			return aff{}, false
		}
		return constAff(n.Int64()), true
	case def.Is(builtin.UnrealizedConversionCastOpName):
		// The offload conversion's casts between !cir.int<s, N> and iN
		// move no bits.
		if def.NumOperands() != 1 || def.NumResults() != 1 {
			return aff{}, false
		}
		src := def.Operand(0)
		if !signedInt(src.Type()) || intWidth(src.Type()) != intWidth(v.Type()) {
			return aff{}, false
		}
		return w.aff(src), true
	case def.Is(cir.CastOpName):
		c, _ := cir.AsCast(def)
		src := c.Src()
		st, ok := src.Type().(cir.IntType)
		if c.Kind() != cir.CastIntegral || !ok || st.Width > intWidth(v.Type()) || !st.Signed && st.Width == intWidth(v.Type()) {
			return aff{}, false
		}
		return w.aff(src), true
	case def.Is(cir.BinOpName):
		b, _ := cir.AsBinOp(def)
		l, r := w.aff(b.Lhs()), w.aff(b.Rhs())
		switch b.Kind() {
		case cir.BinAdd:
			return l.plus(1, r)
		case cir.BinSub:
			return l.plus(-1, r)
		case cir.BinMul:
			if l.isConst() {
				return constAff(0).plus(l.c, r)
			}
			if r.isConst() {
				return constAff(0).plus(r.c, l)
			}
		}
	case def.Is(cir.UnaryOpName):
		u, _ := cir.AsUnary(def)
		x := w.aff(u.Input())
		switch u.Kind() {
		case cir.UnaryPlus:
			return x, true
		case cir.UnaryMinus:
			return constAff(0).plus(-1, x)
		case cir.UnaryInc:
			return x.plus(1, constAff(1))
		case cir.UnaryDec:
			return x.plus(-1, constAff(1))
		}
	}
	return aff{}, false
}

// maxSubst bounds how many loops deep the bounds of an index are looked
// up (an induction variable whose bounds use an outer one, and so on).
const maxSubst = 4

// bounds returns a lower bound lo and an upper bound hi (exclusive) of
// the values a takes, replacing each induction variable by the bound of
// its range that gives the extreme, depth times. Each replacement keeps
// the bound true, so every depth gives valid bounds; deeper ones are in
// fewer atoms.
func (w *kernelWalk) bounds(a aff, depth int) (lo, hi aff, ok bool) {
	lo, hi = a, a
	for range depth {
		var okLo, okHi bool
		if lo, okLo = w.extreme(lo, false); !okLo {
			return aff{}, aff{}, false
		}
		if hi, okHi = w.extreme(hi, true); !okHi {
			return aff{}, aff{}, false
		}
	}
	hi, ok = hi.plus(1, constAff(1))
	return lo, hi, ok
}

// extreme replaces every atom of a with a range by its range's minimum
// (or maximum, when upper), as the sign of its coefficient asks.
func (w *kernelWalk) extreme(a aff, upper bool) (aff, bool) {
	out := constAff(a.c)
	for t, k := range a.coef {
		r, ok := w.ranges[t]
		var x aff
		switch {
		case !ok:
			x = atomAff(t)
		case (k > 0) == upper:
			if x, ok = r.hi.plus(-1, constAff(1)); !ok {
				return aff{}, false
			}
		default:
			x = r.lo
		}
		var ok2 bool
		if out, ok2 = out.plus(k, x); !ok2 {
			return aff{}, false
		}
	}
	return out, true
}

// inside reports whether every value of index a lies in [s.lo, s.hi):
// at some depth the bounds of a differ from the interval's by constants
// that say so.
func (w *kernelWalk) inside(a aff, s interval) bool {
	for depth := 0; depth <= maxSubst; depth++ {
		lo, hi, ok := w.bounds(a, depth)
		if !ok {
			return false
		}
		dLo, okLo := lo.minus(s.lo)
		dHi, okHi := s.hi.minus(hi)
		if okLo && okHi && dLo >= 0 && dHi >= 0 {
			return true
		}
	}
	return false
}

// constBounds returns constant bounds of a, when its atoms' ranges give
// them.
func (w *kernelWalk) constBounds(a aff) (lo, hi int64, ok bool) {
	for depth := 0; depth <= maxSubst; depth++ {
		l, h, ok := w.bounds(a, depth)
		if !ok {
			return 0, 0, false
		}
		if l.isConst() && h.isConst() {
			return l.c, h.c, true
		}
	}
	return 0, 0, false
}

// paramBounds returns bounds of a over constants and the kernel's
// parameters, when its atoms' ranges give them.
func (w *kernelWalk) paramBounds(a aff) (lo, hi aff, ok bool) {
	for depth := 0; depth <= maxSubst; depth++ {
		l, h, ok := w.bounds(a, depth)
		if !ok {
			return aff{}, aff{}, false
		}
		if paramOnly(l) && paramOnly(h) {
			return l, h, true
		}
	}
	return aff{}, aff{}, false
}

// coveredBy reports whether [n.lo, n.hi) lies in the union of have's
// intervals of n's element type: for constant bounds, the union of the
// constant intervals; otherwise one interval whose bounds differ from
// n's by constants that say so (a fill of [0, n) covers a read of
// [1, n - 1)).
func coveredBy(have []interval, n interval) bool {
	if d, ok := n.hi.minus(n.lo); ok && d <= 0 {
		return true
	}
	if !n.lo.isConst() || !n.hi.isConst() {
		for _, h := range have {
			dLo, okLo := n.lo.minus(h.lo)
			dHi, okHi := h.hi.minus(n.hi)
			if h.elem == n.elem && okLo && okHi && dLo >= 0 && dHi >= 0 {
				return true
			}
		}
		return false
	}
	var parts []interval
	for _, h := range have {
		if h.elem == n.elem && h.lo.isConst() && h.hi.isConst() && h.lo.c < h.hi.c {
			parts = append(parts, h)
		}
	}
	slices.SortFunc(parts, func(a, b interval) int { return compareInt(a.lo.c, b.lo.c) })
	at := n.lo.c
	for _, p := range parts {
		if p.lo.c > at {
			break
		}
		if p.hi.c > at {
			at = p.hi.c
		}
		if at >= n.hi.c {
			return true
		}
	}
	return false
}

func compareInt(x, y int64) int {
	switch {
	case x < y:
		return -1
	case x > y:
		return 1
	}
	return 0
}
