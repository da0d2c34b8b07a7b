package main

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
)

// genConfig describes one workload. The same config always yields
// byte-identical files.
type genConfig struct {
	SizeBytes int64  // approximate input size; the generator stops at the first function boundary past it
	Checks    int    // exact number of check directives
	Seed      uint64 // seed of the pseudo-random generator
}

// genStats describes a generated workload.
type genStats struct {
	InputBytes       int64
	InputLines       int
	Functions        int
	CheckedFunctions int
	Directives       int
	Kinds            [numDirKinds]int // directives by kind
	WithRegex        int              // directives with a {{regex}}
	WithCapture      int              // directives defining a [[VAR:...]] or [[#VAR:]]
	WithUse          int              // directives using a variable
	WithNumeric      int              // directives with a [[#...]] numeric block
	FailCheckLine    int              // line of the failing directive in the fail-late check file
	FailInputLine    int              // input line that directive was derived from
}

// groupSize is the average number of directives per checked function.
const groupSize = 10

// generate writes a compiler-output-like input to input, a check file that
// passes on it to checks, and the same check file with one directive near
// the end broken to failChecks.
func generate(cfg genConfig, input, checks, failChecks io.Writer) (genStats, error) {
	if cfg.Checks < 1 {
		return genStats{}, fmt.Errorf("need at least 1 check, got %d", cfg.Checks)
	}
	if cfg.SizeBytes < 1 {
		return genStats{}, fmt.Errorf("need a positive input size, got %d bytes", cfg.SizeBytes)
	}
	r := rand.New(rand.NewPCG(cfg.Seed, 0x5374726174614643))
	g := &gen{
		r:      r,
		w:      bufio.NewWriterSize(input, 1<<20),
		cfg:    cfg,
		groups: max(1, (cfg.Checks+groupSize/2)/groupSize),
		p:      newPlanner(r),
	}
	g.run()
	if err := g.w.Flush(); err != nil {
		return genStats{}, fmt.Errorf("writing input: %w", err)
	}
	st := genStats{
		InputBytes:       g.written,
		InputLines:       g.line,
		Functions:        g.fnCount,
		CheckedFunctions: g.checked,
	}
	if err := g.p.writeChecks(checks, failChecks, cfg, &st); err != nil {
		return genStats{}, err
	}
	return st, nil
}

// gen synthesizes the input: a sequence of IR dumps, MLIR modules and
// LLVM IR modules, as a compiler run with -print-ir-after-all produces.
type gen struct {
	r   *rand.Rand
	w   *bufio.Writer
	cfg genConfig

	written int64 // input bytes written
	line    int   // input lines written
	scratch []byte

	fnCount  int
	checked  int
	mlirSyms []string // recent MLIR functions, callees for func.call
	llvmSyms []string // recent LLVM functions, callees for call
	nextID   int      // strata.id attribute counter
	nextLoc  int      // #loc alias counter
	locs     []int    // #loc aliases used by the current MLIR module
	nextMeta int      // metadata counter of the current LLVM module
	dbgLocs  []int    // !DILocation nodes used by the current LLVM module
	dbgVars  []int    // !DILocalVariable nodes used by the current LLVM module

	groups int // number of checked functions planned
	group  int // next planned checked function
	carry  int // directives a checked function could not place

	b fnBuilder
	p *planner
}

func (g *gen) run() {
	for !g.done() {
		if g.r.IntN(10) < 7 {
			g.mlirModule()
		} else {
			g.llvmModule()
		}
	}
}

func (g *gen) done() bool {
	return g.written >= g.cfg.SizeBytes && g.group >= g.groups && g.carry == 0
}

// groupOffset is the input offset from which checked function i is placed:
// the middle of the i-th of g.groups equal slices of the input.
func (g *gen) groupOffset(i int) int64 {
	return int64((2*float64(i) + 1) * float64(g.cfg.SizeBytes) / float64(2*g.groups))
}

// budget is the number of directives of checked function i.
func (g *gen) budget(i int) int {
	n := g.cfg.Checks
	return (i+1)*n/g.groups - i*n/g.groups
}

// takeBudget reports how many directives the next function should carry,
// 0 if it is not checked.
func (g *gen) takeBudget() int {
	switch {
	case g.group < g.groups && g.written >= g.groupOffset(g.group):
		b := g.budget(g.group) + g.carry
		g.group++
		g.carry = 0
		return b
	case g.group >= g.groups && g.carry > 0:
		b := g.carry
		g.carry = 0
		return b
	}
	return 0
}

func (g *gen) out(p []byte, lines int) {
	g.w.Write(p) // errors are sticky in bufio.Writer and reported by Flush
	g.written += int64(len(p))
	g.line += lines
}

func (g *gen) printf(format string, args ...any) {
	g.scratch = fmt.Appendf(g.scratch[:0], format, args...)
	g.scratch = append(g.scratch, '\n')
	g.out(g.scratch, 1)
}

// function generates one function, plans checks on it if it is a checked
// one, and writes it.
func (g *gen) function(llvm bool) {
	budget := g.takeBudget()
	rec := budget > 0
	minOps := 0
	if rec {
		minOps = 3*budget + 8
	}
	g.b.reset(rec, llvm)
	first := g.line + 1
	if llvm {
		g.llvmFunc(minOps)
	} else {
		g.mlirFunc(minOps)
	}
	if rec {
		used := g.p.plan(g.b.lines, first, budget)
		g.carry += budget - used
		g.checked++
	}
	g.out(g.b.buf, g.b.nlines)
	g.fnCount++
}

func pick[T any](r *rand.Rand, s []T) T { return s[r.IntN(len(s))] }

// recent picks one of the last few elements of s half of the time.
func recent(r *rand.Rand, s []string) string {
	if len(s) > 3 && r.IntN(2) == 0 {
		return s[len(s)-1-r.IntN(3)]
	}
	return pick(r, s)
}

// anyType picks, uniformly, one of types whose pool has values, or -1 if
// none has.
func anyType(r *rand.Rand, pool [][]string, types []int) int {
	n := 0
	for _, t := range types {
		if len(pool[t]) > 0 {
			n++
		}
	}
	if n == 0 {
		return -1
	}
	k := r.IntN(n)
	for _, t := range types {
		if len(pool[t]) > 0 {
			if k == 0 {
				return t
			}
			k--
		}
	}
	return -1
}

func remember(s []string, name string) []string {
	if len(s) == 64 {
		copy(s, s[1:])
		s = s[:63]
	}
	return append(s, name)
}

// segKind classifies a piece of an input line, so that the check planner
// can turn it into a pattern.
type segKind uint8

const (
	sLit segKind = iota // literal text
	sOp                 // operation or instruction name
	sSym                // symbol name, without '@'
	sNum                // integer literal
	sDef                // SSA value definition, without the sigil
	sUse                // SSA value use, without the sigil
)

type seg struct {
	kind     segKind
	off, end int32  // byte range in the line
	hint     string // variable-name hint of an sDef
}

// srcLine is one recorded line of a checked function.
type srcLine struct {
	text string
	segs []seg
	llvm bool
}

// fnBuilder accumulates the text of one function and, for checked
// functions, records its lines split into segments.
type fnBuilder struct {
	buf    []byte
	start  int // offset of the current line in buf
	nlines int
	rec    bool
	llvm   bool
	segs   []seg
	lines  []srcLine
}

func (b *fnBuilder) reset(rec, llvm bool) {
	b.buf = b.buf[:0]
	b.start = 0
	b.nlines = 0
	b.rec = rec
	b.llvm = llvm
	b.segs = nil
	b.lines = nil
}

func (b *fnBuilder) add(k segKind, s, hint string) {
	if b.rec {
		off := int32(len(b.buf) - b.start)
		b.segs = append(b.segs, seg{kind: k, off: off, end: off + int32(len(s)), hint: hint})
	}
	b.buf = append(b.buf, s...)
}

func (b *fnBuilder) lit(s string) { b.add(sLit, s, "") }
func (b *fnBuilder) op(s string)  { b.add(sOp, s, "") }
func (b *fnBuilder) sym(s string) { b.add(sSym, s, "") }

func (b *fnBuilder) num(n int) {
	if !b.rec {
		b.buf = strconv.AppendInt(b.buf, int64(n), 10)
		return
	}
	b.add(sNum, strconv.Itoa(n), "")
}

// result starts an instruction defining the value numbered *next, at
// indentation ind: "ind%N = ". It advances *next and returns N.
func (b *fnBuilder) result(ind string, next *int, hint string) string {
	name := strconv.Itoa(*next)
	*next++
	b.lit(ind)
	b.def(name, hint)
	b.lit(" = ")
	return name
}

// def writes "%name", a value definition; hint names a variable capturing it.
func (b *fnBuilder) def(name, hint string) {
	b.buf = append(b.buf, '%')
	if b.rec {
		b.segs = append(b.segs, seg{kind: sLit, off: int32(len(b.buf) - 1 - b.start), end: int32(len(b.buf) - b.start)})
	}
	b.add(sDef, name, hint)
}

// label writes a basic-block label definition, which has no sigil.
func (b *fnBuilder) label(name, hint string) { b.add(sDef, name, hint) }

// use writes "%name", a value use.
func (b *fnBuilder) use(name string) {
	b.buf = append(b.buf, '%')
	if b.rec {
		b.segs = append(b.segs, seg{kind: sLit, off: int32(len(b.buf) - 1 - b.start), end: int32(len(b.buf) - b.start)})
	}
	b.add(sUse, name, "")
}

func (b *fnBuilder) endLine() {
	if b.rec {
		b.lines = append(b.lines, srcLine{text: string(b.buf[b.start:]), segs: b.segs, llvm: b.llvm})
		b.segs = nil
	}
	b.buf = append(b.buf, '\n')
	b.start = len(b.buf)
	b.nlines++
}

// line writes a whole literal line.
func (b *fnBuilder) line(s string) {
	b.lit(s)
	b.endLine()
}
