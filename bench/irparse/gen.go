package main

import (
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/strata-ir/strata/bench/internal/benchkit"
)

// genConfig describes one workload. The same config always yields a
// byte-identical file.
type genConfig struct {
	Ops  int    // exact number of operations in the file, builtin.module included
	Seed uint64 // seed of the pseudo-random generator
}

// minOps is the smallest workload: the module, the external declarations
// and one minimal function.
var minOps = 1 + numExternals + minFuncOps

// genStats describes a generated workload.
type genStats struct {
	Bytes     int64
	Lines     int
	Ops       int            // operations written
	Funcs     int            // func.func definitions with a body
	Externals int            // func.func declarations without a body
	Blocks    int            // blocks written, entry blocks included
	MaxDepth  int            // deepest region nesting, the module's body being 1
	ByName    map[string]int // operations by name
}

// dialectCounts sums st.ByName by dialect.
func (st genStats) dialectCounts() map[string]int {
	m := map[string]int{}
	for name, n := range st.ByName {
		d := name
		for i := range len(name) {
			if name[i] == '.' {
				d = name[:i]
				break
			}
		}
		m[d] += n
	}
	return m
}

// The generated file is what `mlir-opt --mlir-print-op-generic` prints for
// a large module of ordinary scalar code: one "builtin.module" holding a
// few external func.func declarations and many function definitions. A
// function's entry block takes its arguments and materializes one constant
// of each scalar type; its body mixes arith ops (integer, float, compare,
// select, casts, vector constants and ops, fastmath flags), func.call of
// earlier functions, cf.assert, nested scf.for (with iter_args and
// multiple results), scf.if (with and without results and else regions) and
// scf.while, and at the top level of the function cf.cond_br diamonds,
// cf.br loops and cf.switch dispatches whose blocks take arguments.
// Every value is used only where it dominates, so the file verifies.

// typ is a value type of the workload.
type typ uint8

const (
	tI1 typ = iota
	tI32
	tI64
	tIndex
	tF32
	tF64
	tV4I32
	tV4F32
	numTypes
)

var typeNames = [numTypes]string{"i1", "i32", "i64", "index", "f32", "f64", "vector<4xi32>", "vector<4xf32>"}

func (t typ) String() string { return typeNames[t] }

func (t typ) isInt() bool   { return t == tI32 || t == tI64 || t == tIndex }
func (t typ) isFloat() bool { return t == tF32 || t == tF64 }

// scalarTypes get a constant in every entry block, so that an operand of
// each is always available.
var scalarTypes = []typ{tI1, tI32, tI64, tIndex, tF32, tF64}

// signature is a function type of the workload. Every function has one of
// these, so that a call can target any earlier function of the same one.
type signature struct{ args, results []typ }

var signatures = []signature{
	{[]typ{tI32, tI32, tIndex, tF64, tI1}, []typ{tI32}},
	{[]typ{tI64, tI32, tIndex}, []typ{tI64, tI32}},
	{[]typ{tF64, tF64, tI32, tIndex}, []typ{tF64}},
	{[]typ{tIndex, tI1, tI32}, []typ{tI32}},
	{[]typ{tF32, tI64, tIndex}, []typ{tF32, tI64}},
	{[]typ{tI32, tF32}, nil},
}

// numExternals is the number of external declarations, one per signature.
var numExternals = len(signatures)

// minFuncOps is the smallest function: func.func, the entry constants and
// func.return.
var minFuncOps = 2 + len(scalarTypes)

const (
	minFuncSize = 30  // smallest random function size, in operations
	maxFuncSize = 300 // largest
	maxSCFDepth = 4   // deepest nesting of scf regions inside a function
	maxCFGDepth = 2   // deepest nesting of CFG patterns inside a block
	maxRegion   = 40  // most operations in one scf region or CFG block
)

// generate writes a workload of exactly cfg.Ops operations to w.
func generate(cfg genConfig, w io.Writer) (genStats, error) {
	if cfg.Ops < minOps {
		return genStats{}, fmt.Errorf("need at least %d operations, got %d", minOps, cfg.Ops)
	}
	g := &gen{
		r:   rand.New(rand.NewPCG(cfg.Seed, 0x5374726174614952)),
		out: benchkit.NewLineWriter(w),
		st:  genStats{ByName: map[string]int{}},
	}
	g.module(cfg.Ops)
	if err := g.out.Flush(); err != nil {
		return genStats{}, fmt.Errorf("writing the workload: %w", err)
	}
	g.st.Bytes, g.st.Lines = g.out.Bytes, g.out.Lines
	if g.st.Ops != cfg.Ops {
		// The budgeting below is exact; this guards it.
		return genStats{}, fmt.Errorf("internal error: generated %d operations, want %d", g.st.Ops, cfg.Ops)
	}
	return g.st, nil
}

// frame holds the values of one block, by type. The frames of the
// blocks that dominate the current one are visible.
type frame struct {
	vals [numTypes][]string
}

func (f *frame) add(t typ, ref string) { f.vals[t] = append(f.vals[t], ref) }

type gen struct {
	r     *rand.Rand
	out   *benchkit.LineWriter
	st    genStats
	depth int // region nesting, for st.MaxDepth

	// Per function.
	nextVal   int      // next %N
	nextArg   int      // next %argN
	nextBlock int      // next ^bbN of the function body
	frames    []*frame // visible blocks, innermost last
	free      []*frame // recycled frames
	scfDepth  int
	cfgDepth  int

	funcs [][]string // callable functions by signature index
}

// --- output ---

func (g *gen) begin()        { g.out.Begin() }
func (g *gen) s(s string)    { g.out.Add(s) }
func (g *gen) int(n int)     { g.out.AddInt(n) }
func (g *gen) end()          { g.out.End() }
func (g *gen) line(s string) { g.out.Line(s) }

// op counts one operation.
func (g *gen) op(name string) {
	g.st.Ops++
	g.st.ByName[name]++
}

func (g *gen) enterRegion() {
	g.out.Indent++
	g.depth++
	g.st.MaxDepth = max(g.st.MaxDepth, g.depth)
}

func (g *gen) leaveRegion() {
	g.out.Indent--
	g.depth--
}

// --- values ---

func (g *gen) pushFrame() *frame {
	var f *frame
	if n := len(g.free); n > 0 {
		f, g.free = g.free[n-1], g.free[:n-1]
		for t := range f.vals {
			f.vals[t] = f.vals[t][:0]
		}
	} else {
		f = new(frame)
	}
	g.frames = append(g.frames, f)
	return f
}

// popTo drops the frames above the first n.
func (g *gen) popTo(n int) {
	g.free = append(g.free, g.frames[n:]...)
	clear(g.frames[n:])
	g.frames = g.frames[:n]
}

func (g *gen) top() *frame { return g.frames[len(g.frames)-1] }

// newVal allocates the name "%N" of an operation's results; refs
// returns how its results are used.
func (g *gen) newVal() string {
	id := g.nextVal
	g.nextVal++
	return "%" + strconv.Itoa(id)
}

// refs returns the uses of the n results of an operation named name:
// "%N" for one, "%N#i" for several.
func refs(name string, n int) []string {
	if n == 1 {
		return []string{name}
	}
	rs := make([]string, n)
	for i := range rs {
		rs[i] = name + "#" + strconv.Itoa(i)
	}
	return rs
}

// defName is how an op with n results names them on its left-hand side.
func defName(name string, n int) string {
	if n == 1 {
		return name
	}
	return name + ":" + strconv.Itoa(n)
}

func (g *gen) newArg() string {
	id := g.nextArg
	g.nextArg++
	return "%arg" + strconv.Itoa(id)
}

func (g *gen) visible(t typ) bool {
	for _, f := range g.frames {
		if len(f.vals[t]) > 0 {
			return true
		}
	}
	return false
}

// pick returns a visible value of type t, preferring recent ones. The
// entry block defines every scalar type, so one exists unless t is a vector
// type, which callers check with visible.
func (g *gen) pick(t typ) string {
	fs := g.frames
	var f *frame
	if g.r.IntN(10) < 6 {
		for i := len(fs) - 1; i >= 0; i-- {
			if len(fs[i].vals[t]) > 0 {
				f = fs[i]
				break
			}
		}
	} else {
		n := 0
		for _, c := range fs {
			if len(c.vals[t]) > 0 {
				n++
			}
		}
		k := g.r.IntN(n)
		for _, c := range fs {
			if len(c.vals[t]) > 0 {
				if k == 0 {
					f = c
					break
				}
				k--
			}
		}
	}
	vs := f.vals[t]
	if len(vs) > 6 && g.r.IntN(10) < 7 {
		return vs[len(vs)-1-g.r.IntN(6)]
	}
	return vs[g.r.IntN(len(vs))]
}

// pickPlain is pick without results of multi-result operations: MLIR 16
// prints `default: ^bb1(%3#0 : i32)` in the custom form of cf.switch but
// its parser rejects it ("result number not allowed in argument list"),
// so its own output would not re-parse. The entry block's constants are
// plain values of every scalar type.
func (g *gen) pickPlain(t typ) string {
	for range 4 {
		if v := g.pick(t); strings.IndexByte(v, '#') < 0 {
			return v
		}
	}
	var plain []string
	for _, f := range g.frames {
		for _, v := range f.vals[t] {
			if strings.IndexByte(v, '#') < 0 {
				plain = append(plain, v)
			}
		}
	}
	return pick(g.r, plain)
}

func (g *gen) pickAll(ts []typ) []string {
	vs := make([]string, len(ts))
	for i, t := range ts {
		vs[i] = g.pick(t)
	}
	return vs
}

// typeList appends "(t1, t2)".
func (g *gen) typeList(ts []typ) {
	g.s("(")
	for i, t := range ts {
		if i > 0 {
			g.s(", ")
		}
		g.s(typeNames[t])
	}
	g.s(")")
}

// resultTypes appends a function type's results as MLIR prints them: a
// single type bare, otherwise parenthesized.
func (g *gen) resultTypes(ts []typ) {
	if len(ts) == 1 {
		g.s(typeNames[ts[0]])
		return
	}
	g.typeList(ts)
}

func (g *gen) valueList(vs []string) {
	for i, v := range vs {
		if i > 0 {
			g.s(", ")
		}
		g.s(v)
	}
}

// generic appends `"name"(operands)`.
func (g *gen) generic(name string, operands []string) {
	g.s(`"`)
	g.s(name)
	g.s(`"(`)
	g.valueList(operands)
	g.s(")")
}

// sig appends ` : (operand types) -> results`.
func (g *gen) sig(in, out []typ) {
	g.s(" : ")
	g.typeList(in)
	g.s(" -> ")
	g.resultTypes(out)
}

// blockLabel writes `^name(%a: t, ...):` one level out, defining the
// arguments in f, and returns their names.
func (g *gen) blockLabel(name string, f *frame, ts []typ) []string {
	g.st.Blocks++
	g.out.Indent--
	g.begin()
	g.s(name)
	args := make([]string, len(ts))
	if len(ts) > 0 {
		g.s("(")
		for i, t := range ts {
			if i > 0 {
				g.s(", ")
			}
			args[i] = g.newArg()
			f.add(t, args[i])
			g.s(args[i])
			g.s(": ")
			g.s(typeNames[t])
		}
		g.s(")")
	}
	g.s(":")
	g.end()
	g.out.Indent++
	return args
}

// --- module and functions ---

func (g *gen) module(ops int) {
	g.line(`"builtin.module"() ({`)
	g.op("builtin.module")
	g.enterRegion()
	g.st.Blocks++
	g.funcs = make([][]string, len(signatures))
	for i, s := range signatures {
		name := "ext" + strconv.Itoa(i)
		g.begin()
		g.s(`"func.func"() ({`)
		g.end()
		g.begin()
		g.s(`}) {function_type = `)
		g.typeList(s.args)
		g.s(" -> ")
		g.resultTypes(s.results)
		g.s(`, sym_name = "`)
		g.s(name)
		g.s(`", sym_visibility = "private"} : () -> ()`)
		g.end()
		g.op("func.func")
		g.st.Externals++
		g.funcs[i] = append(g.funcs[i], name)
	}
	left := ops - 1 - numExternals
	for left > 0 {
		n := minFuncSize + g.r.IntN(maxFuncSize-minFuncSize+1)
		if left-n < minFuncSize {
			n = left
		}
		g.function(n)
		left -= n
	}
	g.leaveRegion()
	g.line(`}) : () -> ()`)
}

// function writes a function of exactly n >= minFuncOps operations.
func (g *gen) function(n int) {
	si := g.r.IntN(len(signatures))
	s := signatures[si]
	name := "f" + strconv.Itoa(g.st.Funcs)
	g.st.Funcs++
	g.nextVal, g.nextArg, g.nextBlock = 0, 0, 1
	g.popTo(0)

	g.line(`"func.func"() ({`)
	g.op("func.func")
	g.enterRegion()
	entry := g.pushFrame()
	g.blockLabel("^bb0", entry, s.args)
	for _, t := range scalarTypes {
		g.constant(t)
	}
	g.body(n-minFuncOps, true)
	g.begin()
	g.generic("func.return", g.pickAll(s.results))
	g.s(" : ")
	g.typeList(s.results)
	g.s(" -> ()")
	g.end()
	g.op("func.return")
	g.leaveRegion()
	g.begin()
	g.s("}) {function_type = ")
	g.typeList(s.args)
	g.s(" -> ")
	g.resultTypes(s.results)
	g.s(`, sym_name = "`)
	g.s(name)
	g.s(`"} : () -> ()`)
	g.end()
	g.popTo(0)
	// Later functions call this one: keep the last few per signature.
	fs := g.funcs[si]
	if len(fs) == 16 {
		copy(fs[1:], fs[2:]) // keep the external declaration
		fs = fs[:15]
	}
	g.funcs[si] = append(fs, name)
}

// --- bodies ---

// pattern is something a block body can hold: cost is the least number
// of operations it needs, weight its relative frequency.
type pattern struct {
	kind   patternKind
	cost   int
	weight int
	cfg    bool // only directly in a function body's blocks
	scf    bool // opens an scf region
}

type patternKind uint8

const (
	pSimple patternKind = iota
	pFor
	pIf
	pWhile
	pDiamond
	pLoop
	pSwitch
)

var patterns = []pattern{
	{kind: pSimple, cost: 1, weight: 1000},
	{kind: pFor, cost: 3, weight: 30, scf: true},
	{kind: pIf, cost: 3, weight: 30, scf: true},
	{kind: pWhile, cost: 4, weight: 7, scf: true},
	{kind: pDiamond, cost: 4, weight: 16, cfg: true},
	{kind: pLoop, cost: 5, weight: 10, cfg: true},
	{kind: pSwitch, cost: 4, weight: 5, cfg: true},
}

// emit writes pattern p with at most budget operations and returns how
// many it wrote.
func (g *gen) emit(p patternKind, budget int) int {
	switch p {
	case pFor:
		return g.scfFor(budget)
	case pIf:
		return g.scfIf(budget)
	case pWhile:
		return g.scfWhile(budget)
	case pDiamond:
		return g.diamond(budget)
	case pLoop:
		return g.loop(budget)
	case pSwitch:
		return g.switchOp(budget)
	}
	g.simple()
	return 1
}

// body writes exactly budget operations into the current block; with cfg
// it may end the block and continue in new ones, so the current block
// afterwards may be another one.
func (g *gen) body(budget int, cfg bool) {
	var ok [16]int
	for budget > 0 {
		n, total := 0, 0
		for i, p := range patterns {
			if p.cost > budget || p.cfg && (!cfg || g.cfgDepth >= maxCFGDepth) || p.scf && g.scfDepth >= maxSCFDepth {
				continue
			}
			ok[n] = i
			n++
			total += p.weight
		}
		k := g.r.IntN(total)
		for _, i := range ok[:n] {
			if k < patterns[i].weight {
				budget -= g.emit(patterns[i].kind, budget)
				break
			}
			k -= patterns[i].weight
		}
	}
}

// share picks how many of budget operations a region or block gets,
// at least lo, leaving at least reserve for the rest of the pattern.
func (g *gen) share(budget, lo, reserve int) int {
	hi := min(budget-reserve, maxRegion)
	if hi <= lo {
		return lo
	}
	return lo + g.r.IntN(hi-lo+1)
}

// --- simple operations ---

var (
	intBinOps = []string{
		"arith.addi", "arith.addi", "arith.addi", "arith.subi", "arith.subi", "arith.muli", "arith.muli",
		"arith.andi", "arith.ori", "arith.xori", "arith.maxsi", "arith.minsi", "arith.maxui", "arith.minui",
		"arith.divsi", "arith.divui", "arith.remsi", "arith.remui", "arith.shli", "arith.shrsi", "arith.shrui",
		"arith.ceildivsi", "arith.floordivsi",
	}
	floatBinOps = []string{"arith.addf", "arith.addf", "arith.subf", "arith.mulf", "arith.mulf", "arith.divf", "arith.remf", "arith.maxf", "arith.minf"}
	boolOps     = []string{"arith.andi", "arith.ori", "arith.xori"}
	fastmath    = []string{"none", "none", "none", "none", "none", "none", "fast", "contract", "reassoc", "nnan,ninf"}
	intTypes    = []typ{tI32, tI32, tI64, tIndex}
	floatTypes  = []typ{tF32, tF64, tF64}
)

// cast is a conversion the workload uses.
type cast struct {
	name     string
	from, to typ
}

var casts = []cast{
	{"arith.index_cast", tI32, tIndex}, {"arith.index_cast", tIndex, tI32}, {"arith.index_cast", tI64, tIndex},
	{"arith.index_castui", tIndex, tI64},
	{"arith.extsi", tI32, tI64}, {"arith.extui", tI32, tI64}, {"arith.extui", tI1, tI32}, {"arith.trunci", tI64, tI32},
	{"arith.sitofp", tI32, tF64}, {"arith.uitofp", tI64, tF32}, {"arith.fptosi", tF64, tI32}, {"arith.fptoui", tF32, tI64},
	{"arith.extf", tF32, tF64}, {"arith.truncf", tF64, tF32},
	{"arith.bitcast", tI64, tF64}, {"arith.bitcast", tF32, tI32},
}

// simple writes one operation without regions.
func (g *gen) simple() {
	switch k := g.r.IntN(100); {
	case k < 12:
		t := pick(g.r, scalarTypes)
		if g.r.IntN(8) == 0 {
			t = tV4I32 + typ(g.r.IntN(2))
		}
		g.constant(t)
	case k < 44:
		t := pick(g.r, intTypes)
		g.valueOp(pick(g.r, intBinOps), []typ{t, t}, t, "")
	case k < 56:
		t := pick(g.r, floatTypes)
		g.valueOp(pick(g.r, floatBinOps), []typ{t, t}, t, fastmathAttr(g.r))
	case k < 64:
		t := pick(g.r, intTypes)
		g.valueOp("arith.cmpi", []typ{t, t}, tI1, "{predicate = "+strconv.Itoa(g.r.IntN(10))+" : i64}")
	case k < 67:
		t := pick(g.r, floatTypes)
		g.valueOp("arith.cmpf", []typ{t, t}, tI1, "{predicate = "+strconv.Itoa(1+g.r.IntN(14))+" : i64}")
	case k < 73:
		t := pick(g.r, []typ{tI32, tI64, tIndex, tF32, tF64})
		if g.visible(tV4I32) && g.r.IntN(4) == 0 {
			t = tV4I32
		}
		g.valueOp("arith.select", []typ{tI1, t, t}, t, "")
	case k < 84:
		c := pick(g.r, casts)
		g.valueOp(c.name, []typ{c.from}, c.to, "")
	case k < 87:
		g.valueOp(pick(g.r, boolOps), []typ{tI1, tI1}, tI1, "")
	case k < 91:
		switch {
		case g.visible(tV4F32) && g.r.IntN(2) == 0:
			g.valueOp(pick(g.r, floatBinOps[:6]), []typ{tV4F32, tV4F32}, tV4F32, fastmathAttr(g.r))
		case g.visible(tV4I32):
			g.valueOp(pick(g.r, intBinOps[:10]), []typ{tV4I32, tV4I32}, tV4I32, "")
		default:
			g.constant(tV4I32 + typ(g.r.IntN(2)))
		}
	case k < 93:
		t := pick(g.r, floatTypes)
		g.valueOp("arith.negf", []typ{t}, t, fastmathAttr(g.r))
	case k < 99:
		g.call()
	default:
		g.begin()
		g.generic("cf.assert", []string{g.pick(tI1)})
		g.s(` {msg = "invariant `)
		g.int(g.r.IntN(1000))
		g.s(` violated"} : (i1) -> ()`)
		g.end()
		g.op("cf.assert")
	}
}

func fastmathAttr(r *rand.Rand) string {
	return "{fastmath = #arith.fastmath<" + pick(r, fastmath) + ">}"
}

// valueOp writes `%N = "name"(operands) attrs : (in) -> out`, picking
// operands of the types in, and defines %N.
func (g *gen) valueOp(name string, in []typ, out typ, attrs string) {
	ops := g.pickAll(in)
	res := g.newVal()
	g.begin()
	g.s(res)
	g.s(" = ")
	g.generic(name, ops)
	if attrs != "" {
		g.s(" ")
		g.s(attrs)
	}
	g.sig(in, []typ{out})
	g.end()
	g.op(name)
	g.top().add(out, res)
}

// constant writes an arith.constant of type t.
func (g *gen) constant(t typ) {
	res := g.newVal()
	g.begin()
	g.s(res)
	g.s(` = "arith.constant"() {value = `)
	switch t {
	case tI1:
		g.s([]string{"false", "true"}[g.r.IntN(2)])
	case tIndex:
		// Positive, since scf.for rejects a constant step that is not.
		g.int(1 + g.r.IntN(256))
		g.s(" : index")
	case tI32, tI64:
		g.int(smallInt(g.r))
		g.s(" : ")
		g.s(typeNames[t])
	case tF32, tF64:
		g.s(floatLit(g.r))
		g.s(" : ")
		g.s(typeNames[t])
	case tV4I32:
		g.s("dense<[")
		for i := range 4 {
			if i > 0 {
				g.s(", ")
			}
			g.int(smallInt(g.r))
		}
		g.s("]> : vector<4xi32>")
	case tV4F32:
		g.s("dense<")
		g.s(floatLit(g.r))
		g.s("> : vector<4xf32>")
	}
	g.s("} : () -> ")
	g.s(typeNames[t])
	g.end()
	g.op("arith.constant")
	g.top().add(t, res)
}

func smallInt(r *rand.Rand) int {
	switch k := r.IntN(10); {
	case k < 5:
		return r.IntN(17)
	case k < 8:
		return r.IntN(4096)
	case k < 9:
		return -1 - r.IntN(128)
	}
	return 1 << (8 + r.IntN(20))
}

// floatLit is a float constant as MLIR prints it: quarters, which print
// exactly, and a few with long decimal expansions.
func floatLit(r *rand.Rand) string {
	v := float64(r.IntN(400)-100) / 4
	if r.IntN(4) == 0 {
		v = []float64{3.14159265, 0.1, 2.718281828, 1e-3, 6.02e23}[r.IntN(5)]
	}
	return strconv.FormatFloat(v, 'e', 6, 64)
}

// call writes a func.call of an earlier function or an external one.
func (g *gen) call() {
	si := g.r.IntN(len(signatures))
	s := signatures[si]
	callee := recent(g.r, g.funcs[si])
	args := g.pickAll(s.args)
	n := len(s.results)
	g.begin()
	var res string
	if n > 0 {
		res = g.newVal()
		g.s(defName(res, n))
		g.s(" = ")
	}
	g.generic("func.call", args)
	g.s(" {callee = @")
	g.s(callee)
	g.s("}")
	g.sig(s.args, s.results)
	g.end()
	g.op("func.call")
	if n > 0 {
		for i, r := range refs(res, n) {
			g.top().add(s.results[i], r)
		}
	}
}

func pick[T any](r *rand.Rand, s []T) T { return s[r.IntN(len(s))] }

// recent picks one of the last few of s most of the time.
func recent(r *rand.Rand, s []string) string {
	if len(s) > 4 && r.IntN(4) != 0 {
		return s[len(s)-1-r.IntN(4)]
	}
	return pick(r, s)
}

// carried are the types of loop-carried values and region results.
var carried = []typ{tI32, tI32, tI64, tIndex, tF64, tF32}

// carriedTypes picks 0 to n types of loop-carried values.
func (g *gen) carriedTypes(n int) []typ {
	ts := make([]typ, g.r.IntN(n+1))
	for i := range ts {
		ts[i] = pick(g.r, carried)
	}
	return ts
}

// --- scf ---

// region writes one single-block region of exactly n >= 1 operations,
// the last of which is the terminator term(...) of the given types.
// Arguments of the types args are defined in the block.
func (g *gen) region(n int, args []typ, term string, yield []typ, before func() []string) {
	g.scfDepth++
	base := len(g.frames)
	f := g.pushFrame()
	g.enterRegion()
	if len(args) > 0 {
		g.blockLabel("^bb0", f, args)
	} else {
		g.st.Blocks++
	}
	pre := 0
	if before != nil {
		pre = 1
	}
	g.body(n-1-pre, false)
	var lead []string
	var leadTypes []typ
	if before != nil {
		lead = before()
		leadTypes = []typ{tI1}
	}
	g.begin()
	g.generic(term, append(lead, g.pickAll(yield)...))
	g.s(" : ")
	g.typeList(append(leadTypes, yield...))
	g.s(" -> ()")
	g.end()
	g.op(term)
	g.leaveRegion()
	g.popTo(base)
	g.scfDepth--
}

// scfFor writes an scf.for with 0-2 iter_args.
func (g *gen) scfFor(budget int) int {
	ts := g.carriedTypes(2)
	lb, ub, step := g.pick(tIndex), g.pick(tIndex), g.pick(tIndex)
	inits := g.pickAll(ts)
	inner := g.share(budget-1, 2, 0)
	n := len(ts)
	var res string
	if n > 0 {
		res = g.newVal()
	}
	g.begin()
	if n > 0 {
		g.s(defName(res, n))
		g.s(" = ")
	}
	g.generic("scf.for", append([]string{lb, ub, step}, inits...))
	g.s(" ({")
	g.end()
	g.op("scf.for")
	g.region(inner, append([]typ{tIndex}, ts...), "scf.yield", ts, nil)
	g.begin()
	g.s("})")
	g.sig(append([]typ{tIndex, tIndex, tIndex}, ts...), ts)
	g.end()
	g.defineResults(res, ts)
	return 1 + inner
}

func (g *gen) defineResults(res string, ts []typ) {
	if len(ts) == 0 {
		return
	}
	for i, r := range refs(res, len(ts)) {
		g.top().add(ts[i], r)
	}
}

// scfIf writes an scf.if; one without results may have an empty else.
func (g *gen) scfIf(budget int) int {
	ts := g.carriedTypes(2)
	cond := g.pick(tI1)
	n := len(ts)
	var res string
	if n > 0 {
		res = g.newVal()
	}
	noElse := n == 0 && g.r.IntN(2) == 0
	var thenN, elseN int
	if noElse {
		thenN = g.share(budget-1, 1, 0)
	} else {
		thenN = g.share(budget-1, 1, 1)
		elseN = g.share(budget-1-thenN, 1, 0)
	}
	g.begin()
	if n > 0 {
		g.s(defName(res, n))
		g.s(" = ")
	}
	g.generic("scf.if", []string{cond})
	g.s(" ({")
	g.end()
	g.op("scf.if")
	g.region(thenN, nil, "scf.yield", ts, nil)
	if noElse {
		g.line("}, {")
	} else {
		g.line("}, {")
		g.region(elseN, nil, "scf.yield", ts, nil)
	}
	g.begin()
	g.s("})")
	g.sig([]typ{tI1}, ts)
	g.end()
	g.defineResults(res, ts)
	return 1 + thenN + elseN
}

// scfWhile writes an scf.while whose before region compares an integer
// argument to decide.
func (g *gen) scfWhile(budget int) int {
	ts := append([]typ{pick(g.r, intTypes)}, g.carriedTypes(1)...)
	inits := g.pickAll(ts)
	n := len(ts)
	res := g.newVal()
	beforeN := g.share(budget-1, 2, 1)
	afterN := g.share(budget-1-beforeN, 1, 0)
	g.begin()
	g.s(defName(res, n))
	g.s(" = ")
	g.generic("scf.while", inits)
	g.s(" ({")
	g.end()
	g.op("scf.while")
	g.region(beforeN, ts, "scf.condition", ts, func() []string {
		// The loop tests its first argument against some bound.
		arg := g.top().vals[ts[0]][0]
		c := g.newVal()
		g.begin()
		g.s(c)
		g.s(" = ")
		g.generic("arith.cmpi", []string{arg, g.pick(ts[0])})
		g.s(" {predicate = ")
		g.int(2 + g.r.IntN(2)*4) // slt or ult
		g.s(" : i64}")
		g.sig([]typ{ts[0], ts[0]}, []typ{tI1})
		g.end()
		g.op("arith.cmpi")
		return []string{c}
	})
	g.line("}, {")
	g.region(afterN, ts, "scf.yield", ts, nil)
	g.begin()
	g.s("})")
	g.sig(ts, ts)
	g.end()
	g.defineResults(res, ts)
	return 1 + beforeN + afterN
}

// --- CFG ---

func (g *gen) blockName() string {
	id := g.nextBlock
	g.nextBlock++
	return "^bb" + strconv.Itoa(id)
}

// branch writes `"cf.br"(args)[^dest]`.
func (g *gen) branch(dest string, ts []typ) {
	args := g.pickAll(ts)
	g.begin()
	g.generic("cf.br", args)
	g.s("[")
	g.s(dest)
	g.s("]")
	g.sig(ts, nil)
	g.end()
	g.op("cf.br")
}

// segmentSizes appends `array<i32: a, b, ...>`.
func (g *gen) segmentSizes(ns ...int) {
	g.s("array<i32")
	for i, n := range ns {
		if i == 0 {
			g.s(": ")
		} else {
			g.s(", ")
		}
		g.int(n)
	}
	g.s(">")
}

// block writes a block ^name with arguments ts and n operations, the
// last a cf.br to dest with arguments destTypes; the visible frames are
// restored afterwards.
func (g *gen) block(name string, ts []typ, n int, dest string, destTypes []typ) {
	base := len(g.frames)
	f := g.pushFrame()
	g.blockLabel(name, f, ts)
	g.cfgDepth++
	g.body(n-1, true)
	g.cfgDepth--
	g.branch(dest, destTypes)
	g.popTo(base)
}

// diamond ends the block with a cf.cond_br to two blocks that both branch
// to a merge block with arguments, where the code continues.
func (g *gen) diamond(budget int) int {
	tt, ft, mt := g.carriedTypes(1), g.carriedTypes(2), g.carriedTypes(2)
	cond := g.pick(tI1)
	targs, fargs := g.pickAll(tt), g.pickAll(ft)
	thenB, elseB, merge := g.blockName(), g.blockName(), g.blockName()
	thenN := g.share(budget-1, 1, 1)
	elseN := g.share(budget-1-thenN, 1, 0)
	g.begin()
	g.generic("cf.cond_br", append(append([]string{cond}, targs...), fargs...))
	g.s("[")
	g.s(thenB)
	g.s(", ")
	g.s(elseB)
	g.s("] {operand_segment_sizes = ")
	g.segmentSizes(1, len(tt), len(ft))
	g.s("}")
	g.sig(append(append([]typ{tI1}, tt...), ft...), nil)
	g.end()
	g.op("cf.cond_br")
	g.block(thenB, tt, thenN, merge, mt)
	g.block(elseB, ft, elseN, merge, mt)
	g.blockLabel(merge, g.pushFrame(), mt)
	return 1 + thenN + elseN
}

// loop ends the block with a branch to a loop header with an induction
// variable and an accumulator; the header tests the variable and goes to
// the body, which branches back, or to the exit, where the code continues.
func (g *gen) loop(budget int) int {
	acc := pick(g.r, carried)
	head, bodyB, exit := g.blockName(), g.blockName(), g.blockName()
	g.branch(head, []typ{tIndex, acc})
	h := g.pushFrame()
	args := g.blockLabel(head, h, []typ{tIndex, acc})
	iv, accV := args[0], args[1]
	c := g.newVal()
	g.begin()
	g.s(c)
	g.s(" = ")
	g.generic("arith.cmpi", []string{iv, g.pick(tIndex)})
	g.s(" {predicate = 2 : i64}")
	g.sig([]typ{tIndex, tIndex}, []typ{tI1})
	g.end()
	g.op("arith.cmpi")
	h.add(tI1, c)
	g.begin()
	g.generic("cf.cond_br", []string{c, accV})
	g.s("[")
	g.s(bodyB)
	g.s(", ")
	g.s(exit)
	g.s("] {operand_segment_sizes = ")
	g.segmentSizes(1, 0, 1)
	g.s("}")
	g.sig([]typ{tI1, acc}, nil)
	g.end()
	g.op("cf.cond_br")

	inner := g.share(budget-3, 2, 0)
	base := len(g.frames)
	b := g.pushFrame()
	g.blockLabel(bodyB, b, nil)
	g.cfgDepth++
	g.body(inner-2, true)
	g.cfgDepth--
	next := g.newVal()
	g.begin()
	g.s(next)
	g.s(" = ")
	g.generic("arith.addi", []string{iv, g.pick(tIndex)})
	g.sig([]typ{tIndex, tIndex}, []typ{tIndex})
	g.end()
	g.op("arith.addi")
	g.top().add(tIndex, next)
	g.begin()
	g.generic("cf.br", []string{next, g.pick(acc)})
	g.s("[")
	g.s(head)
	g.s("]")
	g.sig([]typ{tIndex, acc}, nil)
	g.end()
	g.op("cf.br")
	g.popTo(base)
	g.blockLabel(exit, g.pushFrame(), []typ{acc})
	return 3 + inner
}

// switchOp ends the block with a cf.switch on an i32 to a default and two
// case blocks, which all branch to a merge block.
func (g *gen) switchOp(budget int) int {
	flag := g.pick(tI32)
	dests := []string{g.blockName(), g.blockName(), g.blockName()}
	merge := g.blockName()
	argTypes := [][]typ{g.carriedTypes(1), g.carriedTypes(1), g.carriedTypes(1)}
	mt := g.carriedTypes(1)
	var ns [3]int
	left := budget - 1
	for i := range ns {
		ns[i] = g.share(left, 1, 2-i)
		left -= ns[i]
	}
	c0 := g.r.IntN(8)
	c1 := c0 + 1 + g.r.IntN(8)
	operands := []string{flag}
	var opTypes []typ
	opTypes = append(opTypes, tI32)
	for _, ts := range argTypes {
		for _, t := range ts {
			operands = append(operands, g.pickPlain(t))
		}
		opTypes = append(opTypes, ts...)
	}
	g.begin()
	g.generic("cf.switch", operands)
	g.s("[")
	g.valueList(dests)
	g.s("] {case_operand_segments = ")
	g.segmentSizes(len(argTypes[1]), len(argTypes[2]))
	g.s(", case_values = dense<[")
	g.int(c0)
	g.s(", ")
	g.int(c1)
	g.s("]> : vector<2xi32>, operand_segment_sizes = ")
	g.segmentSizes(1, len(argTypes[0]), len(argTypes[1])+len(argTypes[2]))
	g.s("}")
	g.sig(opTypes, nil)
	g.end()
	g.op("cf.switch")
	for i, d := range dests {
		g.block(d, argTypes[i], ns[i], merge, mt)
	}
	g.blockLabel(merge, g.pushFrame(), mt)
	return 1 + ns[0] + ns[1] + ns[2]
}
