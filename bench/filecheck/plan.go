package main

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
)

// dirKind is the kind of a check directive.
type dirKind uint8

const (
	dLabel dirKind = iota
	dCheck
	dNext
	dSame
	dDAG
	dNot
	numDirKinds
)

var dirNames = [numDirKinds]string{"CHECK-LABEL", "CHECK", "CHECK-NEXT", "CHECK-SAME", "CHECK-DAG", "CHECK-NOT"}

// Features of a directive's pattern.
const (
	fRegex   = 1 << iota // a {{regex}} block
	fCapture             // defines a variable
	fUse                 // uses a variable
	fNumeric             // a [[#...]] numeric block
)

// unit is one check directive.
type unit struct {
	kind   dirKind
	fc     string // pattern in FileCheck syntax
	failFC string // for a CHECK or CHECK-LABEL: the pattern with its operation or function renamed, so that it matches nothing
	line   int    // input line the directive matches (for CHECK-NOT: the line of the next match)
	feat   uint8
}

type pieceKind uint8

const (
	pLit        pieceKind = iota // literal text
	pRegex                       // {{text}}
	pCapture                     // [[name:text]]
	pNumCapture                  // [[#name:]]
	pUse                         // [[name]]
	pNumUse                      // [[#name expr]]
	pNumAny                      // [[#]]
)

// piece is part of a pattern under construction.
type piece struct {
	kind pieceKind
	text string // literal text, or the regex of pRegex and pCapture
	name string // variable name
	expr string // pNumUse: offset expression such as "+1"
	val  string // the input text a capture or use is expected to match
	op   bool   // a literal operation name
}

type capDef struct {
	name, val string
	numeric   bool
}

type binding struct {
	name    string
	numeric bool
	line    int // function line of the definition
}

// built is a verified, not yet committed, sequence of directives.
type built struct {
	units []unit
	end   int // end of the last match in its canonical line
	caps  []capDef
	line  int // function line of the last match
}

// planner turns recorded functions into check directives that provably
// match them: every pattern is compiled to an equivalent Go regexp and
// checked against the canonicalized function text with FileCheck's search
// rules, conservatively.
type planner struct {
	r       *rand.Rand
	units   []unit
	varKind map[string]bool // FileCheck variables are global: name -> numeric

	// the function being planned
	lines   []srcLine
	canon   []string
	fnLine  int
	byVal   map[string]binding // value -> variable currently bound to it
	byName  map[string]string  // variable -> value
	pending map[string]bool    // variables defined by the directives being built
}

func newPlanner(r *rand.Rand) *planner {
	return &planner{
		r:       r,
		varKind: make(map[string]bool),
		byVal:   make(map[string]binding),
		byName:  make(map[string]string),
		pending: make(map[string]bool),
	}
}

// canonSpace collapses runs of blanks, as FileCheck does to both files
// unless --strict-whitespace.
func canonSpace(s string) string {
	if !strings.Contains(s, "  ") && !strings.Contains(s, "\t") {
		return s
	}
	var b strings.Builder
	space := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == ' ' || c == '\t' {
			if !space {
				b.WriteByte(' ')
			}
			space = true
			continue
		}
		space = false
		b.WriteByte(c)
	}
	return b.String()
}

func (p *planner) percent(n int) bool { return p.r.IntN(100) < n }

// plan emits up to budget directives for a function whose first line is
// input line fnLine, and reports how many it emitted.
func (p *planner) plan(lines []srcLine, fnLine, budget int) int {
	p.lines = lines
	p.fnLine = fnLine
	p.canon = p.canon[:0]
	for _, l := range lines {
		p.canon = append(p.canon, canonSpace(l.text))
	}
	clear(p.byVal)
	clear(p.byName)

	end, ok := p.label()
	if !ok {
		return 0
	}
	used, prev, last := 1, 0, dLabel
	if budget-used >= 2 && p.percent(35) {
		if e, ok := p.headerSame(end); ok {
			end = e
			used++
			last = dSame
		}
	}
	for used < budget && prev < len(lines)-1 {
		rem := budget - used
		k := p.r.IntN(100)
		if k < 9 && rem >= 2 && last != dDAG {
			if b, ok := p.dag(prev, end, min(rem, 2+p.r.IntN(3))); ok {
				used += p.commit(b)
				prev, end, last = b.line, b.end, dDAG
				continue
			}
		}
		if k >= 9 && k < 47 && last != dDAG {
			if b, ok := p.lineCheck(dNext, prev+1, prev, end, rem); ok {
				used += p.commit(b)
				prev, end, last = b.line, b.end, b.units[len(b.units)-1].kind
				continue
			}
		}
		// A CHECK some lines further, possibly preceded by a CHECK-NOT.
		withNot := rem >= 2 && p.percent(14)
		room := rem
		if withNot {
			room--
		}
		left := len(lines) - 1 - prev
		spacing := max(1, left/rem)
		t := prev + 1 + p.r.IntN(2*spacing)
		t = max(prev+1, min(t, len(lines)-1-(rem-1)/2))
		if len(p.byVal) > 0 && p.percent(60) {
			for u := prev + 1; u < min(len(lines), t+2*spacing); u++ {
				if p.usesBound(u) {
					t = u
					break
				}
			}
		}
		found := false
		for ; t < len(lines); t++ {
			b, ok := p.lineCheck(dCheck, t, prev, end, room)
			if !ok {
				continue
			}
			if withNot {
				if u, ok := p.not(prev, t); ok {
					p.units = append(p.units, u)
					used++
				}
			}
			used += p.commit(b)
			prev, end, last = b.line, b.end, b.units[len(b.units)-1].kind
			found = true
			break
		}
		if !found {
			break
		}
	}
	return used
}

func (p *planner) commit(b built) int {
	for _, c := range b.caps {
		if old, ok := p.byName[c.name]; ok && p.byVal[old].name == c.name {
			delete(p.byVal, old)
		}
		p.byName[c.name] = c.val
		p.byVal[c.val] = binding{name: c.name, numeric: c.numeric, line: b.line}
		p.varKind[c.name] = c.numeric
	}
	p.units = append(p.units, b.units...)
	return len(b.units)
}

func symIndex(l *srcLine) int {
	for i, s := range l.segs {
		if s.kind == sSym {
			return i
		}
	}
	return -1
}

// label emits the CHECK-LABEL of the function header, which is unique in
// the input by construction, and reports where its match ends.
func (p *planner) label() (int, bool) {
	l := &p.lines[0]
	si := symIndex(l)
	if si < 0 || si+2 > len(l.segs) {
		return 0, false
	}
	var ps []piece
	if l.llvm && p.percent(30) {
		ps = []piece{{kind: pLit, text: "define "}, {kind: pRegex, text: ".*"}, {kind: pLit, text: "@" + p.segText(l, si) + "("}}
	} else {
		ps = p.render(l, 0, 0, si+2, true, false)
	}
	fc, re, _, feat, ok := compose(ps, false)
	if !ok {
		return 0, false
	}
	m := regexp.MustCompile(re).FindStringIndex(p.canon[0])
	if m == nil {
		return 0, false
	}
	// Labels end in "(": renaming the function breaks one.
	p.units = append(p.units, unit{kind: dLabel, fc: fc, failFC: strings.TrimSuffix(fc, "(") + "_v2(", line: p.fnLine, feat: feat})
	return m[1], true
}

// headerSame emits a CHECK-SAME for (part of) the function's arguments.
func (p *planner) headerSame(end int) (int, bool) {
	l := &p.lines[0]
	start := symIndex(l) + 2
	di := -1
	for i := start; i < len(l.segs); i++ {
		if l.segs[i].kind == sDef {
			di = i
			break
		}
	}
	if di < 0 {
		return 0, false
	}
	cut := di + 1
	if !l.llvm {
		cut = di + 2
	}
	if p.percent(30) {
		cut = len(l.segs)
	}
	cut = min(cut, len(l.segs))
	for _, literal := range []bool{false, true} {
		if b, ok := p.tryLine(dSame, 0, 0, end, [][2]int{{start, cut}}, literal); ok {
			p.commit(b)
			return b.end, true
		}
	}
	return 0, false
}

func (p *planner) segText(l *srcLine, i int) string {
	s := l.segs[i]
	return l.text[s.off:s.end]
}

func nonSpace(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] != ' ' {
			n++
		}
	}
	return n
}

// content reports the segment range of a line worth matching, or false for
// blank lines.
func (p *planner) content(l *srcLine) (int, int, bool) {
	a := 0
	for a < len(l.segs) && strings.TrimSpace(p.segText(l, a)) == "" {
		a++
	}
	if a == len(l.segs) {
		return 0, 0, false
	}
	return a, len(l.segs), true
}

// lineCheck builds a directive of kind (CHECK or CHECK-NEXT) for function
// line t, possibly split into CHECK-SAME continuations, of at most maxUnits
// directives, verified to match line t after (prev, end).
func (p *planner) lineCheck(kind dirKind, t, prev, end, maxUnits int) (built, bool) {
	if t <= prev || t >= len(p.lines) {
		return built{}, false
	}
	l := &p.lines[t]
	a, b, ok := p.content(l)
	if !ok {
		return built{}, false
	}
	switch x := p.r.IntN(100); {
	case x < 25:
		for i := a; i+1 < b; i++ {
			if l.segs[i].kind == sOp {
				b = i + 1
				break
			}
		}
	case x < 45:
		var cuts []int
		for j := a + 3; j < b; j++ {
			if p.fieldCut(l, j) {
				cuts = append(cuts, j)
			}
		}
		if len(cuts) > 0 {
			b = pick(p.r, cuts)
		}
	}
	k := 1
	if x := p.r.IntN(100); x < 30 && maxUnits >= 2 {
		k = 2
		if x < 9 && maxUnits >= 3 {
			k = 3
		}
	}
	ranges := p.split(l, a, b, k)
	for _, literal := range []bool{false, true} {
		if bt, ok := p.tryLine(kind, t, prev, end, ranges, literal); ok {
			return bt, true
		}
	}
	return built{}, false
}

// split cuts segments [a, b) of l into k ranges of some substance; later
// ranges may skip a few segments, which CHECK-SAME allows.
func (p *planner) split(l *srcLine, a, b, k int) [][2]int {
	whole := [][2]int{{a, b}}
	if k == 1 {
		return whole
	}
	weight := func(i, j int) int {
		n := 0
		for ; i < j; i++ {
			n += nonSpace(p.segText(l, i))
		}
		return n
	}
	var cuts []int
	for j := a + 1; j < b; j++ {
		if p.fieldCut(l, j) && weight(a, j) >= 3 && weight(j, b) >= 3 {
			cuts = append(cuts, j)
		}
	}
	if len(cuts) < k-1 {
		return whole
	}
	p.r.Shuffle(len(cuts), func(i, j int) { cuts[i], cuts[j] = cuts[j], cuts[i] })
	cuts = cuts[:k-1]
	if k == 3 && cuts[0] > cuts[1] {
		cuts[0], cuts[1] = cuts[1], cuts[0]
	}
	bounds := append(append([]int{a}, cuts...), b)
	var rs [][2]int
	for i := 0; i+1 < len(bounds); i++ {
		s, e := bounds[i], bounds[i+1]
		if weight(s, e) < 3 {
			return whole
		}
		if i > 0 && p.percent(30) && e-s > 2 && weight(s+1, e) >= 3 {
			s++
		}
		rs = append(rs, [2]int{s, e})
	}
	return rs
}

// fieldCut reports whether a pattern may end before segment j of l: after
// an operation name, or before a field that starts with a blank or comma.
func (p *planner) fieldCut(l *srcLine, j int) bool {
	if l.segs[j-1].kind == sOp {
		return true
	}
	if l.segs[j].kind != sLit || l.segs[j-1].kind == sDef {
		return false
	}
	t := p.segText(l, j)
	return strings.HasPrefix(t, " ") || strings.HasPrefix(t, ", ")
}

// usesBound reports whether line t uses a value bound to a variable.
func (p *planner) usesBound(t int) bool {
	l := &p.lines[t]
	for _, s := range l.segs {
		if s.kind == sUse {
			if bd, ok := p.byVal[l.text[s.off:s.end]]; ok && bd.line < t {
				return true
			}
		}
	}
	return false
}

// tryLine renders ranges of function line t as one directive of kind and
// CHECK-SAME continuations, and verifies them.
func (p *planner) tryLine(kind dirKind, t, prev, end int, ranges [][2]int, literal bool) (built, bool) {
	clear(p.pending)
	l := &p.lines[t]
	bt := built{line: t}
	pos, pl := end, prev
	for i, rg := range ranges {
		kd := kind
		if i > 0 {
			kd = dSame
		}
		ps := p.render(l, t, rg[0], rg[1], literal, i == len(ranges)-1)
		fc, re, caps, feat, ok := compose(ps, false)
		if !ok {
			return built{}, false
		}
		rx, err := regexp.Compile(re)
		if err != nil {
			return built{}, false
		}
		from := pl
		if kd == dSame {
			from = t
		}
		ml, m, ok := p.find(rx, from, pos, t)
		if !ok || ml != t || (kd == dNext && t != pl+1) || !capsMatch(p.canon[t], m, caps) {
			return built{}, false
		}
		u := unit{kind: kd, fc: fc, line: p.fnLine + t, feat: feat}
		if kd == dCheck {
			if ffc, _, _, _, ok := compose(ps, true); ok {
				u.failFC = ffc
			}
		}
		bt.units = append(bt.units, u)
		bt.caps = append(bt.caps, caps...)
		pos, pl = m[1], t
	}
	bt.end = pos
	return bt, true
}

func capsMatch(s string, m []int, caps []capDef) bool {
	for i, c := range caps {
		a, b := m[2*i+2], m[2*i+3]
		if a < 0 || s[a:b] != c.val {
			return false
		}
	}
	return true
}

// find returns the first match of rx at or after column col of function
// line from, on a line no later than last.
func (p *planner) find(rx *regexp.Regexp, from, col, last int) (int, []int, bool) {
	for l := from; l <= last; l++ {
		s := p.canon[l]
		off := 0
		if l == from {
			off = min(col, len(s))
		}
		if m := rx.FindStringSubmatchIndex(s[off:]); m != nil {
			for i := range m {
				if m[i] >= 0 {
					m[i] += off
				}
			}
			return l, m, true
		}
	}
	return 0, nil, false
}

// dag builds a CHECK-DAG group for the m lines after prev, in shuffled
// order. Each pattern is verified to match nothing between the group's
// start and its own line, so that any matching order finds the same lines.
func (p *planner) dag(prev, end, m int) (built, bool) {
	if prev+m >= len(p.lines) {
		return built{}, false
	}
	clear(p.pending)
	bt := built{line: prev + m}
	for t := prev + 1; t <= prev+m; t++ {
		l := &p.lines[t]
		a, b, ok := p.content(l)
		if !ok {
			return built{}, false
		}
		done := false
		for _, literal := range []bool{false, true} {
			ps := p.render(l, t, a, b, literal, true)
			fc, re, caps, feat, ok := compose(ps, false)
			if !ok {
				continue
			}
			rx, err := regexp.Compile(re)
			if err != nil {
				continue
			}
			ml, mm, ok := p.find(rx, prev, end, t)
			if !ok || ml != t || !capsMatch(p.canon[t], mm, caps) {
				continue
			}
			bt.units = append(bt.units, unit{kind: dDAG, fc: fc, line: p.fnLine + t, feat: feat})
			bt.caps = append(bt.caps, caps...)
			bt.end = mm[1]
			done = true
			break
		}
		if !done {
			return built{}, false
		}
	}
	p.r.Shuffle(len(bt.units), func(i, j int) { bt.units[i], bt.units[j] = bt.units[j], bt.units[i] })
	return bt, true
}

type notPattern struct{ fc, re string }

var (
	notMLIR = []notPattern{
		{"strata.poison", `strata\.poison`},
		{"llvm.unreachable", `llvm\.unreachable`},
		{"memref.alloc", `memref\.alloc`},
		{"arith.divsi", `arith\.divsi`},
		{"scf.while", `scf\.while`},
		{"{{func.call @abort|strata.trap}}", `func.call @abort|strata.trap`},
		{"{{arith.(remsi|remui)}}", `arith.(remsi|remui)`},
		{"{{strata.(poison|undef)}}", `strata.(poison|undef)`},
	}
	notLLVM = []notPattern{
		{"unreachable", `unreachable`},
		{"call void @abort", `call void @abort`},
		{"{{alloca|@llvm.trap}}", `alloca|@llvm.trap`},
		{"udiv", `udiv`},
		{"{{load|store}} volatile", `(?:load|store) volatile`},
		{"@llvm.memcpy", `@llvm\.memcpy`},
	}
)

// not builds a CHECK-NOT whose pattern occurs nowhere on function lines
// prev through t.
func (p *planner) not(prev, t int) (unit, bool) {
	cands := notMLIR
	if p.lines[t].llvm {
		cands = notLLVM
	}
	start := p.r.IntN(len(cands))
next:
	for i := range cands {
		c := cands[(start+i)%len(cands)]
		rx := regexp.MustCompile(c.re)
		for l := prev; l <= t; l++ {
			if rx.MatchString(p.canon[l]) {
				continue next
			}
		}
		var feat uint8
		if strings.Contains(c.fc, "{{") {
			feat = fRegex
		}
		return unit{kind: dNot, fc: c.fc, line: p.fnLine + t, feat: feat}, true
	}
	return unit{}, false
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// render turns segments [a, b) of function line li into pattern pieces.
// With literal set, the pattern is the text itself.
func (p *planner) render(l *srcLine, li, a, b int, literal, last bool) []piece {
	ps := make([]piece, 0, b-a)
	for i := a; i < b; i++ {
		s := l.segs[i]
		text := l.text[s.off:s.end]
		lit := piece{kind: pLit, text: text, op: s.kind == sOp}
		if literal {
			ps = append(ps, lit)
			continue
		}
		switch s.kind {
		case sNum:
			if p.percent(20) {
				lit = piece{kind: pRegex, text: "[0-9]+"}
			}
		case sDef:
			lit = p.renderDef(l, li, s, text, lit)
		case sUse:
			lit = p.renderUse(l, li, text, lit)
		}
		ps = append(ps, lit)
	}
	if last && !literal && len(ps) >= 4 && p.percent(10) {
		ps = p.dotStar(ps)
	}
	return ps
}

func (p *planner) renderDef(l *srcLine, li int, s seg, text string, lit piece) piece {
	hint := s.hint
	if hint == "" {
		hint = text
	}
	if l.llvm && isDigits(text) {
		if p.percent(30) {
			v, _ := strconv.Atoi(text)
			for d := 1; d <= 3; d++ {
				if bd, ok := p.byVal[strconv.Itoa(v-d)]; ok && bd.numeric && bd.line < li {
					return piece{kind: pNumUse, name: bd.name, expr: "+" + strconv.Itoa(d), val: text}
				}
			}
		}
		if p.percent(30) {
			if name, ok := p.varName(hint, true, l); ok {
				return piece{kind: pNumCapture, name: name, val: text}
			}
		}
		return lit
	}
	if p.percent(30) {
		if name, ok := p.varName(hint, false, l); ok {
			class := "[a-z0-9_]+"
			if isDigits(text) {
				class = "[0-9]+"
			}
			return piece{kind: pCapture, name: name, text: class, val: text}
		}
	}
	return lit
}

func (p *planner) renderUse(l *srcLine, li int, text string, lit piece) piece {
	if bd, ok := p.byVal[text]; ok && bd.line < li && p.percent(85) {
		if bd.numeric {
			return piece{kind: pNumUse, name: bd.name, val: text}
		}
		return piece{kind: pUse, name: bd.name, val: text}
	}
	digits := isDigits(text)
	if l.llvm && digits && p.percent(8) {
		return piece{kind: pNumAny, val: text}
	}
	if p.percent(12) {
		if digits {
			return piece{kind: pRegex, text: "[0-9]+"}
		}
		return piece{kind: pRegex, text: "[a-z0-9_]+"}
	}
	return lit
}

// varName picks a FileCheck variable name from hint that is free for a
// definition of the given kind on line l.
func (p *planner) varName(hint string, numeric bool, l *srcLine) (string, bool) {
	var b strings.Builder
	for i := 0; i < len(hint); i++ {
		c := hint[i]
		switch {
		case c >= 'a' && c <= 'z':
			b.WriteByte(c - 'a' + 'A')
		case c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '_':
			b.WriteByte(c)
		default:
			b.WriteByte('_')
		}
	}
	name := b.String()
	if name == "" || name[0] >= '0' && name[0] <= '9' {
		name = "V" + name
	}
	for {
		k, ok := p.varKind[name]
		if !ok || k == numeric {
			break
		}
		if numeric {
			name += "_N"
		} else {
			name += "_S"
		}
	}
	if p.pending[name] {
		return "", false
	}
	// Redefining a variable this line also uses would change the use.
	if v, ok := p.byName[name]; ok {
		for _, s := range l.segs {
			if s.kind == sUse && l.text[s.off:s.end] == v {
				return "", false
			}
		}
	}
	p.pending[name] = true
	return name, true
}

// dotStar replaces a run of middle pieces with {{.*}}.
func (p *planner) dotStar(ps []piece) []piece {
	n := len(ps)
	if ps[n-1].kind != pLit || nonSpace(ps[n-1].text) < 3 {
		return ps
	}
	i := 1 + p.r.IntN(n-2)
	j := i + 1 + p.r.IntN(n-1-i)
	for _, pc := range ps[i:] {
		if pc.kind == pCapture || pc.kind == pNumCapture {
			return ps
		}
	}
	out := append([]piece(nil), ps[:i]...)
	out = append(out, piece{kind: pRegex, text: ".*"})
	return append(out, ps[j:]...)
}

// escapeFC escapes the sequences FileCheck would read as the start of a
// regex or variable block.
func escapeFC(s string) string {
	if !strings.Contains(s, "[[") && !strings.Contains(s, "{{") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if i+1 < len(s) && s[i] == s[i+1] && (s[i] == '[' || s[i] == '{') {
			if s[i] == '[' {
				b.WriteString(`{{\[\[}}`)
			} else {
				b.WriteString(`{{\{\{}}`)
			}
			i++
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// compose turns pieces into a FileCheck pattern and an equivalent Go
// regexp over canonicalized text. With mutateOp, operation names get a
// suffix no input contains.
func compose(ps []piece, mutateOp bool) (fc, re string, caps []capDef, feat uint8, ok bool) {
	var m []piece
	mutated := false
	for _, pc := range ps {
		if pc.kind == pLit {
			if pc.op && mutateOp {
				pc.text += "_v2"
				mutated = true
			}
			if n := len(m); n > 0 && m[n-1].kind == pLit {
				m[n-1].text += pc.text
				continue
			}
		}
		m = append(m, pc)
	}
	if mutateOp && !mutated {
		return "", "", nil, 0, false
	}
	for i := range m {
		if m[i].kind == pLit {
			m[i].text = canonSpace(m[i].text)
		}
	}
	for len(m) > 0 && m[0].kind == pLit {
		if m[0].text = strings.TrimLeft(m[0].text, " "); m[0].text != "" {
			break
		}
		m = m[1:]
	}
	for len(m) > 0 && m[len(m)-1].kind == pLit {
		if m[len(m)-1].text = strings.TrimRight(m[len(m)-1].text, " "); m[len(m)-1].text != "" {
			break
		}
		m = m[:len(m)-1]
	}
	substance := 0
	for _, pc := range m {
		switch pc.kind {
		case pLit:
			substance += nonSpace(pc.text)
		case pUse, pNumUse:
			substance += 3
		}
	}
	if substance < 3 {
		return "", "", nil, 0, false
	}
	var f, r strings.Builder
	for i, pc := range m {
		switch pc.kind {
		case pLit:
			t, tail := pc.text, ""
			if i+1 < len(m) {
				next := m[i+1].kind
				switch {
				case next != pRegex && strings.HasSuffix(t, "["):
					t, tail = t[:len(t)-1], `{{\[}}`
				case next == pRegex && strings.HasSuffix(t, "{"):
					t, tail = t[:len(t)-1], `{{\{}}`
				}
			}
			f.WriteString(escapeFC(t))
			f.WriteString(tail)
			r.WriteString(regexp.QuoteMeta(pc.text))
		case pRegex:
			f.WriteString("{{" + pc.text + "}}")
			r.WriteString("(?:" + pc.text + ")")
			feat |= fRegex
		case pCapture:
			f.WriteString("[[" + pc.name + ":" + pc.text + "]]")
			r.WriteString("(" + pc.text + ")")
			caps = append(caps, capDef{name: pc.name, val: pc.val})
			feat |= fCapture
		case pNumCapture:
			f.WriteString("[[#" + pc.name + ":]]")
			r.WriteString("([0-9]+)")
			caps = append(caps, capDef{name: pc.name, val: pc.val, numeric: true})
			feat |= fCapture | fNumeric
		case pUse:
			f.WriteString("[[" + pc.name + "]]")
			r.WriteString(regexp.QuoteMeta(pc.val))
			feat |= fUse
		case pNumUse:
			f.WriteString("[[#" + pc.name + pc.expr + "]]")
			r.WriteString(regexp.QuoteMeta(pc.val))
			feat |= fUse | fNumeric
		case pNumAny:
			f.WriteString("[[#]]")
			r.WriteString("[0-9]+")
			feat |= fNumeric
		}
	}
	return f.String(), r.String(), caps, feat, true
}

// writeChecks writes the check file and its fail-late variant, and fills
// in the directive statistics.
func (p *planner) writeChecks(checks, failChecks io.Writer, cfg genConfig, st *genStats) error {
	// Break the last CHECK, or the last label if there is none.
	fail := -1
	for i := len(p.units) - 1; i >= 0; i-- {
		if u := p.units[i]; u.failFC != "" && (u.kind == dCheck || fail < 0) {
			fail = i
			if u.kind == dCheck {
				break
			}
		}
	}
	if fail < 0 {
		return fmt.Errorf("no directive to break for the fail-late scenario")
	}
	for _, u := range p.units {
		st.Directives++
		st.Kinds[u.kind]++
		if u.feat&fRegex != 0 {
			st.WithRegex++
		}
		if u.feat&fCapture != 0 {
			st.WithCapture++
		}
		if u.feat&fUse != 0 {
			st.WithUse++
		}
		if u.feat&fNumeric != 0 {
			st.WithNumeric++
		}
	}
	st.FailInputLine = p.units[fail].line
	for _, dst := range []struct {
		w    io.Writer
		fail bool
	}{{checks, false}, {failChecks, true}} {
		bw := bufio.NewWriter(dst.w)
		mb := strconv.FormatFloat(float64(cfg.SizeBytes)/(1<<20), 'g', -1, 64)
		fmt.Fprintf(bw, "// RUN: strata-opt %%s --mlir-print-ir-after-all 2>&1 | FileCheck %%s\n")
		fmt.Fprintf(bw, "// Synthetic workload of bench/filecheck: seed %d, %s MiB of input, %d directives.\n", cfg.Seed, mb, len(p.units))
		fmt.Fprintf(bw, "// Regenerate with: go run ./bench/filecheck --gen DIR --seed %d --size-mb %s --checks %d\n", cfg.Seed, mb, cfg.Checks)
		line := 3
		for i, u := range p.units {
			if u.kind == dLabel {
				bw.WriteString("\n")
				line++
			}
			fc := u.fc
			if dst.fail && i == fail {
				fc = u.failFC
				st.FailCheckLine = line + 1
			}
			bw.WriteString("// " + dirNames[u.kind] + ": " + fc + "\n")
			line++
		}
		if err := bw.Flush(); err != nil {
			return fmt.Errorf("writing check file: %w", err)
		}
	}
	return nil
}
