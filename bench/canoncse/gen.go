package main

import (
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/strata-ir/strata/bench/internal/benchkit"
)

// The workload is a module of many functions of scalar arith/scf/func
// code, in MLIR's custom form, built so that `--canonicalize --cse` has
// real work everywhere:
//
//   - constant chains (`c1 op c2 op c3`) that fold to one constant;
//   - commutative ops with the constant on the left, which canonicalize
//     moves to the right, and identities (`x + 0`, `x * 1`, `x | 0`) that
//     fold to x;
//   - duplicate subexpressions, in the same block or in a nested region
//     below the first one, which CSE merges;
//   - dead code: results nobody uses, which canonicalize erases;
//   - compares of a value with itself, which fold to a constant;
//   - scf.if on a constant condition (canonicalize inlines a branch) and
//     on a computed one; scf.for with a dynamic trip count, with a
//     constant trip count of zero (the loop disappears) or one (the body
//     is inlined), some with an iter_arg yielded unchanged;
//   - func.call of earlier functions, which neither pass may remove.
//
// Operands prefer the most recent values nobody uses yet, so most values
// feed the function's results and stay live; what does not is dead code
// too. Every function is drawn from the same seeded generator, so each is
// different and the same config gives a byte-identical file.

// genConfig describes one workload.
type genConfig struct {
	Funcs      int    // function definitions
	OpsPerFunc int    // operations in each, its func.func and return included
	Seed       uint64 // seed of the pseudo-random generator
}

// minOpsPerFunc is the smallest function: func.func and return.
const minOpsPerFunc = 2

// ops is the number of operations of the workload, the module included.
func (c genConfig) ops() int { return 1 + c.Funcs*c.OpsPerFunc }

// genStats describes a generated workload.
type genStats struct {
	Bytes      int64
	Lines      int
	Ops        int            // operations written, the module included
	Funcs      int            // function definitions
	MaxDepth   int            // deepest scf nesting inside a function
	ByName     map[string]int // operations by name
	ByPattern  map[string]int // occurrences of each kind of work for the passes
	PatternOps map[string]int // operations written by each kind
}

// typ is a value type of the workload.
type typ uint8

const (
	tI1 typ = iota
	tI32
	tI64
	tIndex
	tF64
	numTypes
)

var typeNames = [numTypes]string{"i1", "i32", "i64", "index", "f64"}

func (t typ) String() string { return typeNames[t] }

// intTypes are the integer types arithmetic is done in (not i1).
var intTypes = []typ{tI32, tI64, tIndex}

// signature is a function type of the workload. Each has an argument of
// every type, so that an operand of any type is always visible.
type signature struct{ args, results []typ }

var signatures = []signature{
	{[]typ{tI32, tI32, tI64, tIndex, tF64, tI1}, []typ{tI32, tI64}},
	{[]typ{tI64, tI32, tIndex, tI1, tF64}, []typ{tI32}},
	{[]typ{tI32, tF64, tIndex, tI64, tI1, tI32}, []typ{tF64, tI32}},
	{[]typ{tIndex, tI32, tI64, tF64, tI1, tIndex}, []typ{tIndex, tI64, tI32}},
}

const (
	maxSCFDepth = 3  // deepest nesting of scf regions inside a function
	maxRegion   = 30 // most operations in one scf region's body
	callWindow  = 8  // calls target one of the last functions of a signature
)

// generate writes the workload of cfg to w.
func generate(cfg genConfig, w io.Writer) (genStats, error) {
	switch {
	case cfg.Funcs < 1:
		return genStats{}, fmt.Errorf("need at least 1 function, got %d", cfg.Funcs)
	case cfg.OpsPerFunc < minOpsPerFunc:
		return genStats{}, fmt.Errorf("need at least %d operations per function, got %d", minOpsPerFunc, cfg.OpsPerFunc)
	}
	g := &gen{
		r:        rand.New(rand.NewPCG(cfg.Seed, 0x63616e6f6e637365)),
		out:      benchkit.NewLineWriter(w),
		st:       genStats{ByName: map[string]int{}, ByPattern: map[string]int{}, PatternOps: map[string]int{}},
		patterns: patternTable(),
	}
	g.funcs = make([][]string, len(signatures))
	g.line("module {")
	g.op("builtin.module")
	for range cfg.Funcs {
		g.function(cfg.OpsPerFunc)
	}
	g.line("}")
	if err := g.out.Flush(); err != nil {
		return genStats{}, fmt.Errorf("writing the workload: %w", err)
	}
	g.st.Bytes, g.st.Lines = g.out.Bytes, g.out.Lines
	if g.st.Ops != cfg.ops() {
		// The budgeting below is exact; this guards it.
		return genStats{}, fmt.Errorf("internal error: generated %d operations, want %d", g.st.Ops, cfg.ops())
	}
	return g.st, nil
}

// expr is an operation that CSE could merge with a copy: its text after
// "%N = ".
type expr struct {
	t    typ
	text string
}

// frame holds the values and expressions of one block. The frames of the
// blocks that enclose the current one are visible.
type frame struct {
	all    [numTypes][]string // every value, by type
	unused [numTypes][]string // values no operation uses yet, by type
	exprs  []expr
}

func (f *frame) add(t typ, ref string) {
	f.all[t] = append(f.all[t], ref)
	f.unused[t] = append(f.unused[t], ref)
}

type gen struct {
	r   *rand.Rand
	out *benchkit.LineWriter
	st  genStats

	// Per function.
	nextVal int
	frames  []*frame
	depth   int    // scf nesting
	pattern string // the kind of work being written, for st.PatternOps

	patterns []pattern

	funcs [][]string // defined functions by signature index
}

// --- output ---

func (g *gen) begin()         { g.out.Begin() }
func (g *gen) s(ss ...string) { g.out.Add(ss...) }
func (g *gen) end()           { g.out.End() }
func (g *gen) line(s string)  { g.out.Line(s) }

// op counts one operation named name.
func (g *gen) op(name string) {
	g.st.Ops++
	g.st.ByName[name]++
	if g.pattern != "" {
		g.st.PatternOps[g.pattern]++
	}
}

// --- values ---

func (g *gen) newVal() string {
	v := "%" + strconv.Itoa(g.nextVal)
	g.nextVal++
	return v
}

func (g *gen) top() *frame { return g.frames[len(g.frames)-1] }

// pick returns a visible value of type t for an operand: mostly the most
// recent value nobody uses yet, so that values feed each other and stay
// live, else any visible one. Every type has a function argument, so
// there always is one.
func (g *gen) pick(t typ) string {
	if g.r.IntN(10) != 0 {
		for i := len(g.frames) - 1; i >= 0; i-- {
			f := g.frames[i]
			if n := len(f.unused[t]); n > 0 {
				v := f.unused[t][n-1]
				f.unused[t] = f.unused[t][:n-1]
				return v
			}
		}
	}
	// Inner frames are likelier: start from a random depth and go out.
	for i := g.r.IntN(len(g.frames)); i >= 0; i-- {
		if vs := g.frames[i].all[t]; len(vs) > 0 {
			return vs[g.r.IntN(len(vs))]
		}
	}
	panic("no value of type " + t.String() + " is visible") // the function arguments cover every type
}

// pickOther picks the second operand of an op whose first is first:
// like pick, but another visible value when pick gives first again. Ops
// on x and x fold (`x - x`, `x ^ x`, `x < x`); too many would leave the
// passes little but constants.
func (g *gen) pickOther(t typ, first string) string {
	v := g.pick(t)
	for range 3 {
		if v != first {
			break
		}
		v = g.pickAny(t)
	}
	return v
}

// result defines the value of an op with one result of type t in the
// current block; unused values are candidates for later operands.
func (g *gen) result(t typ) string {
	v := g.newVal()
	g.top().add(t, v)
	return v
}

func pickOne[T any](r *rand.Rand, xs []T) T { return xs[r.IntN(len(xs))] }

// --- functions ---

func (g *gen) function(n int) {
	si := g.r.IntN(len(signatures))
	sig := signatures[si]
	name := "f" + strconv.Itoa(g.st.Funcs)
	g.st.Funcs++
	g.nextVal = 0
	g.frames = g.frames[:0]
	entry := &frame{}
	g.frames = append(g.frames, entry)

	g.out.Indent = 1
	g.begin()
	g.s("func.func @", name, "(")
	for i, t := range sig.args {
		if i > 0 {
			g.s(", ")
		}
		arg := "%arg" + strconv.Itoa(i)
		entry.all[t] = append(entry.all[t], arg)
		entry.unused[t] = append(entry.unused[t], arg)
		g.s(arg, ": ", t.String())
	}
	g.s(") -> ")
	g.resultTypes(sig.results)
	g.s(" {")
	g.end()
	g.pattern = ""
	g.op("func.func")
	g.out.Indent++
	g.block(n-minOpsPerFunc, sig.results)
	g.pattern = ""
	g.begin()
	g.s("return ")
	g.operands(sig.results)
	g.s(" : ")
	g.typeList(sig.results)
	g.end()
	g.op("func.return")
	g.out.Indent--
	g.line("}")
	g.funcs[si] = append(g.funcs[si], name)
}

// resultTypes writes a function's result types: one bare, several in
// parentheses.
func (g *gen) resultTypes(ts []typ) {
	if len(ts) == 1 {
		g.s(ts[0].String())
		return
	}
	g.s("(")
	g.typeList(ts)
	g.s(")")
}

func (g *gen) typeList(ts []typ) {
	for i, t := range ts {
		if i > 0 {
			g.s(", ")
		}
		g.s(t.String())
	}
}

// operands picks and writes one operand of each type.
func (g *gen) operands(ts []typ) {
	for i, t := range ts {
		if i > 0 {
			g.s(", ")
		}
		g.s(g.pick(t))
	}
}

// --- blocks ---

// A pattern is one kind of work for the passes; minOps is the fewest
// operations it writes, weight its relative frequency.
type pattern struct {
	name   string
	minOps int
	region bool // holds scf regions: only below maxSCFDepth
	weight int
	emit   func(g *gen, budget int) int // writes at most budget ops, returns how many
}

// patternTable lists the patterns. It is a function, not a variable,
// because the patterns' methods reach the table again through block.
func patternTable() []pattern {
	return []pattern{
		{"binary op", 1, false, 22, (*gen).binary},
		{"constant chain", 4, false, 8, (*gen).constantChain},
		{"constant on the left of a commutative op", 2, false, 8, (*gen).constantLeft},
		{"identity (x+0, x*1, x|0, x^0)", 2, false, 5, (*gen).identity},
		{"division by a constant", 2, false, 3, (*gen).divByConstant},
		{"duplicate subexpression", 1, false, 10, (*gen).duplicate},
		{"dead code", 1, false, 6, (*gen).dead},
		{"compare and select", 2, false, 8, (*gen).compareSelect},
		{"compare of a value with itself", 2, false, 2, (*gen).compareSelf},
		{"conversion", 1, false, 8, (*gen).conversion},
		{"func.call", 1, false, 2, (*gen).call},
		{"scf.if on a constant", 5, true, 2, (*gen).ifConstant},
		{"scf.if on a computed condition", 5, true, 3, (*gen).ifComputed},
		{"scf.for, dynamic trip count", 6, true, 3, (*gen).forDynamic},
		{"scf.for, constant trip count 0 or 1", 7, true, 2, (*gen).forTrivial},
	}
}

// block writes exactly n operations into the current block, whose
// terminator takes values of the types want. It ends by draining: when
// the ops left are no more than it takes to bring the block's unused
// values into the terminator's operands, each op combines two unused
// values of a type or converts one to a type the terminator wants, so
// that what the block computes stays live instead of dying.
func (g *gen) block(n int, want []typ) {
	for n > 0 {
		if n <= g.drainCost(want) {
			g.pattern = "combining leftovers"
			g.drain(want)
			g.pattern = ""
			g.st.ByPattern["combining leftovers"]++
			n--
			continue
		}
		p := g.choose(n)
		saved := g.pattern
		g.pattern = p.name
		wrote := p.emit(g, n)
		g.pattern = saved
		g.st.ByPattern[p.name]++
		n -= wrote
	}
}

// drainCost estimates the ops that bring the current block's unused
// values into one value of each type in want: one op per surplus value of
// a wanted type, two per value of another type (a conversion, then a
// combination).
func (g *gen) drainCost(want []typ) int {
	f := g.top()
	cost := 0
	for t := range numTypes {
		n := len(f.unused[t])
		if slices.Contains(want, t) {
			cost += max(n-1, 0)
		} else {
			cost += 2 * n
		}
	}
	return cost
}

// drain writes one op toward what drainCost counts: it combines the two
// most recent unused values of a type that has several (wanted types
// first), else converts an unused value of an unwanted type.
func (g *gen) drain(want []typ) {
	f := g.top()
	for _, wanted := range []bool{true, false} {
		for t := range numTypes {
			if slices.Contains(want, t) != wanted || len(f.unused[t]) < 2 {
				continue
			}
			us := f.unused[t]
			a, b := us[len(us)-2], us[len(us)-1]
			f.unused[t] = us[:len(us)-2]
			name := pickOne(g.r, intBinary[:6]) // not maxsi/minsi
			switch t {
			case tI1:
				name = pickOne(g.r, boolBinary)
			case tF64:
				name = pickOne(g.r, floatBinary)
			}
			g.emitBinary(name, t, a, b)
			return
		}
	}
	for t := range numTypes {
		if slices.Contains(want, t) || len(f.unused[t]) == 0 {
			continue
		}
		to := tI32 // every type converts to i32
		for _, w := range want {
			if conversionName(t, w) != "" {
				to = w
				break
			}
		}
		g.convert(conversionName(t, to), t, to, g.pick(t))
		return
	}
	// Nothing to drain (drainCost was 0 or 1): any op will do.
	g.binary(1)
}

// conversionName is the arith op that converts from to to, "" if none
// does in one step.
func conversionName(from, to typ) string {
	for _, c := range conversions {
		if c.from == from && c.to == to {
			return c.name
		}
	}
	return ""
}

// choose draws a pattern that fits in budget ops.
func (g *gen) choose(budget int) pattern {
	total := 0
	for _, p := range g.patterns {
		if g.fits(p, budget) {
			total += p.weight
		}
	}
	k := g.r.IntN(total)
	for _, p := range g.patterns {
		if g.fits(p, budget) {
			if k < p.weight {
				return p
			}
			k -= p.weight
		}
	}
	return g.patterns[0] // unreachable: binary op always fits
}

func (g *gen) fits(p pattern, budget int) bool {
	if p.minOps > budget || (p.region && g.depth >= maxSCFDepth) {
		return false
	}
	if p.name == "func.call" {
		return slices.ContainsFunc(g.funcs, func(fs []string) bool { return len(fs) > 0 })
	}
	return true
}

// def begins the line of an op with one result of type t and returns
// the result.
func (g *gen) def(t typ) string {
	v := g.result(t)
	g.begin()
	g.s(v, " = ")
	return v
}

var (
	intBinary   = []string{"addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi"}
	boolBinary  = []string{"andi", "ori", "xori"}
	floatBinary = []string{"addf", "subf", "mulf"}
	chainOps    = []string{"addi", "subi", "muli", "xori"}
	commutative = []string{"addi", "muli", "andi", "ori", "xori", "maxsi", "minsi"}
	predicates  = []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}
	fpredicates = []string{"oeq", "one", "olt", "ole", "ogt", "oge"}
	floats      = []string{"5.000000e-01", "1.500000e+00", "2.000000e+00", "2.500000e+00", "3.000000e+00", "4.000000e+00", "-1.250000e+00"}
)

// binaryOp returns an op name and type for a binary op: integer ops on
// the integer types most of the time, else on i1 or f64.
func (g *gen) binaryOp() (string, typ) {
	switch k := g.r.IntN(10); {
	case k < 7:
		return pickOne(g.r, intBinary), pickOne(g.r, intTypes)
	case k < 8:
		return pickOne(g.r, boolBinary), tI1
	}
	return pickOne(g.r, floatBinary), tF64
}

// emitBinary writes `%r = arith.NAME a, b : t` and records it for
// duplicate.
func (g *gen) emitBinary(name string, t typ, a, b string) string {
	text := "arith." + name + " " + a + ", " + b + " : " + t.String()
	v := g.def(t)
	g.s(text)
	g.end()
	g.op("arith." + name)
	g.top().exprs = append(g.top().exprs, expr{t, text})
	return v
}

func (g *gen) binary(int) int {
	name, t := g.binaryOp()
	a := g.pick(t)
	g.emitBinary(name, t, a, g.pickOther(t, a))
	return 1
}

// constant writes a constant of type t and returns it without making it
// a candidate operand (the patterns use it themselves).
func (g *gen) constant(t typ, literal string) string {
	v := g.newVal()
	g.begin()
	g.s(v, " = arith.constant ", literal)
	if t != tI1 {
		g.s(" : ", t.String())
	}
	g.end()
	g.op("arith.constant")
	return v
}

// randomLiteral is a small constant of type t.
func (g *gen) randomLiteral(t typ) string {
	switch t {
	case tI1:
		return pickOne(g.r, []string{"true", "false"})
	case tF64:
		return pickOne(g.r, floats)
	}
	// Not 0: `x * 0` and `x & 0` fold to 0 and kill what feeds them.
	n := g.r.IntN(199) - 50
	if n >= 0 {
		n++
	}
	return strconv.Itoa(n)
}

// constantChain writes k constants combined by k-1 ops, which fold to
// one constant, and an op that combines it with a candidate operand.
func (g *gen) constantChain(budget int) int {
	k := min(2+g.r.IntN(3), budget/2)
	t := pickOne(g.r, intTypes)
	ops := chainOps // and, or, min, max of small constants often give 0 or -1
	if g.r.IntN(4) == 0 {
		t, ops = tF64, floatBinary
	}
	acc := g.constant(t, g.randomLiteral(t))
	for i := 1; i < k; i++ {
		c := g.constant(t, g.randomLiteral(t))
		acc = g.emitBinary(pickOne(g.r, ops), t, acc, c)
		f := g.top()
		f.unused[t] = f.unused[t][:len(f.unused[t])-1] // acc is used by the next op
	}
	g.emitBinary(pickOne(g.r, ops), t, g.pick(t), acc)
	return 2 * k
}

func (g *gen) constantLeft(int) int {
	t := pickOne(g.r, intTypes)
	c := g.constant(t, g.randomLiteral(t))
	g.emitBinary(pickOne(g.r, commutative), t, c, g.pick(t))
	return 2
}

func (g *gen) identity(int) int {
	t := pickOne(g.r, intTypes)
	type id struct{ op, lit string }
	i := pickOne(g.r, []id{{"addi", "0"}, {"muli", "1"}, {"ori", "0"}, {"xori", "0"}, {"subi", "0"}})
	c := g.constant(t, i.lit)
	g.emitBinary(i.op, t, g.pick(t), c)
	return 2
}

func (g *gen) divByConstant(int) int {
	t := pickOne(g.r, intTypes)
	d := 1 + g.r.IntN(16)
	c := g.constant(t, strconv.Itoa(d))
	g.emitBinary(pickOne(g.r, []string{"divsi", "remsi", "divui", "remui"}), t, g.pick(t), c)
	return 2
}

// duplicate writes again an expression of a visible block, which CSE
// merges with the first (its operands dominate here, since they dominate
// the first). Before there is one, it writes a binary op.
func (g *gen) duplicate(budget int) int {
	var n int
	for _, f := range g.frames {
		n += len(f.exprs)
	}
	if n == 0 {
		return g.binary(budget)
	}
	// Prefer recent expressions of the innermost blocks.
	f := g.frames[len(g.frames)-1-g.r.IntN(len(g.frames))]
	for len(f.exprs) == 0 {
		f = g.frames[g.r.IntN(len(g.frames))]
	}
	e := f.exprs[len(f.exprs)-1-g.r.IntN(min(len(f.exprs), 12))]
	g.def(e.t)
	g.s(e.text)
	g.end()
	g.op(opName(e.text))
	return 1
}

// opName is the op name at the start of an expr's text.
func opName(text string) string {
	name, _, _ := strings.Cut(text, " ")
	return name
}

// dead writes one to three ops whose results nobody uses.
func (g *gen) dead(budget int) int {
	n := min(1+g.r.IntN(3), budget)
	name, t := g.binaryOp()
	var last string
	for i := range n {
		a := g.pickAny(t)
		if i > 0 {
			a = last
		}
		last = g.newVal()
		g.begin()
		g.s(last, " = arith.", name, " ", a, ", ", g.pickAny(t), " : ", t.String())
		g.end()
		g.op("arith." + name)
	}
	return n
}

// pickAny returns any visible value of type t without marking it used.
func (g *gen) pickAny(t typ) string {
	for i := g.r.IntN(len(g.frames)); i >= 0; i-- {
		if vs := g.frames[i].all[t]; len(vs) > 0 {
			return vs[g.r.IntN(len(vs))]
		}
	}
	panic("no value of type " + t.String() + " is visible")
}

// compareSelect writes a compare and a select on its result.
func (g *gen) compareSelect(int) int {
	var cond string
	if g.r.IntN(4) == 0 {
		a := g.pick(tF64)
		cond = g.compare(tF64, a, g.pickOther(tF64, a))
	} else {
		t := pickOne(g.r, intTypes)
		a := g.pick(t)
		cond = g.compare(t, a, g.pickOther(t, a))
	}
	g.top().unused[tI1] = g.top().unused[tI1][:len(g.top().unused[tI1])-1] // used by the select
	t := pickOne(g.r, []typ{tI32, tI64, tIndex, tF64})
	a := g.pick(t)
	b := g.pickOther(t, a)
	g.def(t)
	g.s("arith.select ", cond, ", ", a, ", ", b, " : ", t.String())
	g.end()
	g.op("arith.select")
	return 2
}

// compare writes a cmpi or cmpf of a and b of type t; its i1 result is a
// candidate operand.
func (g *gen) compare(t typ, a, b string) string {
	name, preds := "cmpi", predicates
	if t == tF64 {
		name, preds = "cmpf", fpredicates
	}
	return g.emitCompare(name, pickOne(g.r, preds), t, a, b)
}

func (g *gen) emitCompare(name, pred string, t typ, a, b string) string {
	text := "arith." + name + " " + pred + ", " + a + ", " + b + " : " + t.String()
	v := g.def(tI1)
	g.s(text)
	g.end()
	g.op("arith." + name)
	g.top().exprs = append(g.top().exprs, expr{tI1, text})
	return v
}

// compareSelf compares a value with itself, which folds (x == x is true,
// x < x false), and combines the result with a candidate i1.
func (g *gen) compareSelf(int) int {
	t := pickOne(g.r, intTypes)
	x := g.pick(t)
	c := g.emitCompare("cmpi", pickOne(g.r, predicates), t, x, x)
	g.top().unused[tI1] = g.top().unused[tI1][:len(g.top().unused[tI1])-1]
	g.emitBinary("xori", tI1, c, g.pick(tI1)) // and/or with a constant could fold
	return 2
}

type conversion struct {
	name     string
	from, to typ
}

// conversions lists the casts the workload uses; conversionName finds
// the first from one type to another. Every type converts to i32.
var conversions = []conversion{
	{"extsi", tI32, tI64}, {"index_cast", tI32, tIndex}, {"sitofp", tI32, tF64}, {"extui", tI32, tI64},
	{"trunci", tI64, tI32}, {"index_cast", tI64, tIndex}, {"sitofp", tI64, tF64},
	{"index_cast", tIndex, tI32}, {"index_cast", tIndex, tI64},
	{"fptosi", tF64, tI32}, {"fptosi", tF64, tI64},
	{"extui", tI1, tI32}, {"extui", tI1, tI64},
}

func (g *gen) conversion(int) int {
	c := pickOne(g.r, conversions)
	g.convert(c.name, c.from, c.to, g.pick(c.from))
	return 1
}

// convert writes `%r = arith.NAME x : from to to`.
func (g *gen) convert(name string, from, to typ, x string) {
	text := "arith." + name + " " + x + " : " + from.String() + " to " + to.String()
	g.def(to)
	g.s(text)
	g.end()
	g.op("arith." + name)
	g.top().exprs = append(g.top().exprs, expr{to, text})
}

// call calls one of the last functions of a signature that has some.
func (g *gen) call(int) int {
	var sigs []int
	for i, fs := range g.funcs {
		if len(fs) > 0 {
			sigs = append(sigs, i)
		}
	}
	si := pickOne(g.r, sigs)
	fs := g.funcs[si]
	callee := fs[len(fs)-1-g.r.IntN(min(len(fs), callWindow))]
	sig := signatures[si]
	args := make([]string, len(sig.args))
	for i, t := range sig.args {
		args[i] = g.pick(t)
	}
	v := g.newVal()
	g.begin()
	g.s(v)
	if len(sig.results) > 1 {
		g.s(":", strconv.Itoa(len(sig.results)))
	}
	g.s(" = func.call @", callee, "(", strings.Join(args, ", "), ") : (")
	g.typeList(sig.args)
	g.s(") -> ")
	g.resultTypes(sig.results)
	g.end()
	g.op("func.call")
	for i, t := range sig.results {
		ref := v
		if len(sig.results) > 1 {
			ref += "#" + strconv.Itoa(i)
		}
		g.top().add(t, ref)
	}
	return 1
}

// --- regions ---

// regionSize splits what a region op may spend on its bodies: at most
// budget-overhead operations, at most maxRegion each.
func (g *gen) regionSize(budget, overhead, bodies int) int {
	room := (budget - overhead) / bodies
	return g.r.IntN(min(room, maxRegion) + 1)
}

// openRegion starts a block of a region; closeRegion ends it.
func (g *gen) openRegion() {
	g.frames = append(g.frames, &frame{})
	g.out.Indent++
	g.depth++
	g.st.MaxDepth = max(g.st.MaxDepth, g.depth)
}

func (g *gen) closeRegion() {
	g.frames = g.frames[:len(g.frames)-1]
	g.out.Indent--
	g.depth--
}

// yield writes scf.yield of one value of each type.
func (g *gen) yield(ts []typ) {
	g.begin()
	g.s("scf.yield ")
	g.operands(ts)
	g.s(" : ")
	g.typeList(ts)
	g.end()
	g.op("scf.yield")
}

// ifOp writes an scf.if with one result on cond and both branches, n ops
// besides the scf.if and its yields.
func (g *gen) ifOp(cond string, budget int) int {
	t := pickOne(g.r, []typ{tI32, tI64, tIndex, tF64})
	thenN := g.regionSize(budget, 3, 2)
	elseN := g.regionSize(budget-thenN, 3, 1)
	v := g.newVal()
	g.begin()
	g.s(v, " = scf.if ", cond, " -> (", t.String(), ") {")
	g.end()
	g.op("scf.if")
	for i, n := range []int{thenN, elseN} {
		if i == 1 {
			g.line("} else {")
		}
		g.openRegion()
		g.block(n, []typ{t})
		g.yield([]typ{t})
		g.closeRegion()
	}
	g.line("}")
	g.top().add(t, v)
	return 3 + thenN + elseN
}

func (g *gen) ifConstant(budget int) int {
	c := g.constant(tI1, pickOne(g.r, []string{"true", "false"}))
	return 1 + g.ifOp(c, budget-1)
}

func (g *gen) ifComputed(budget int) int {
	return g.ifOp(g.pick(tI1), budget)
}

// forOp writes an scf.for from lb to ub by step with one or two
// iter_args; the second, when there is one, is yielded unchanged, which
// canonicalize removes. overhead counts the ops written before.
func (g *gen) forOp(lb, ub, step string, budget int) int {
	t := pickOne(g.r, []typ{tI32, tI64, tIndex, tF64})
	types := []typ{t}
	if g.r.IntN(3) == 0 {
		types = append(types, pickOne(g.r, []typ{tI32, tI64, tIndex}))
	}
	inits := make([]string, len(types))
	for i, t := range types {
		inits[i] = g.pick(t)
	}
	// for, the index_cast of the induction variable, the yield.
	bodyN := g.regionSize(budget, 3, 1)
	v := g.newVal()
	iv := g.newVal()
	iters := make([]string, len(types))
	for i := range types {
		iters[i] = g.newVal()
	}
	g.begin()
	g.s(v)
	if len(types) > 1 {
		g.s(":", strconv.Itoa(len(types)))
	}
	g.s(" = scf.for ", iv, " = ", lb, " to ", ub, " step ", step, " iter_args(")
	for i := range types {
		if i > 0 {
			g.s(", ")
		}
		g.s(iters[i], " = ", inits[i])
	}
	g.s(") -> (")
	g.typeList(types)
	g.s(") {")
	g.end()
	g.op("scf.for")
	g.openRegion()
	body := g.top()
	body.all[tIndex] = append(body.all[tIndex], iv)
	body.add(types[0], iters[0])
	for i := 1; i < len(types); i++ {
		body.all[types[i]] = append(body.all[types[i]], iters[i])
	}
	// Use the induction variable, so that the loop's work depends on it.
	g.def(tI32)
	g.s("arith.index_cast ", iv, " : index to i32")
	g.end()
	g.op("arith.index_cast")
	g.block(bodyN, types[:1])
	g.begin()
	g.s("scf.yield ", g.pick(types[0]))
	for i := 1; i < len(types); i++ {
		g.s(", ", iters[i])
	}
	g.s(" : ")
	g.typeList(types)
	g.end()
	g.op("scf.yield")
	g.closeRegion()
	g.line("}")
	for i, t := range types {
		ref := v
		if len(types) > 1 {
			ref += "#" + strconv.Itoa(i)
		}
		g.top().add(t, ref)
	}
	return 3 + bodyN
}

// forDynamic loops from 0 to a computed index by a constant step.
func (g *gen) forDynamic(budget int) int {
	lb := g.constant(tIndex, "0")
	step := g.constant(tIndex, strconv.Itoa(1+g.r.IntN(4)))
	return 2 + g.forOp(lb, g.pick(tIndex), step, budget-2)
}

// forTrivial loops zero times (lb = ub) or once (ub = lb + step), which
// canonicalize turns into the inits or the body.
func (g *gen) forTrivial(budget int) int {
	l := g.r.IntN(8)
	s := 1 + g.r.IntN(4)
	u := l + s
	if g.r.IntN(2) == 0 {
		u = l
	}
	lb := g.constant(tIndex, strconv.Itoa(l))
	ub := g.constant(tIndex, strconv.Itoa(u))
	step := g.constant(tIndex, strconv.Itoa(s))
	return 3 + g.forOp(lb, ub, step, budget-3)
}
