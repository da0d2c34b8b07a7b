package checker

// A small byte-oriented backtracking matcher for the ERE constructs RE2
// cannot express. It has two modes.
//
// Longest mode (expressions with [[:<:]] or [[:>:]] but no back-reference)
// finds the longest match at a start position, as POSIX regexec does,
// exploring alternatives in greedy order so that sub-matches come from the
// highest-priority path that reaches the longest end. (instruction,
// position) pairs are memoized, bounding the work to O(len(prog)*len(text)).
//
// Back-reference mode reproduces what llvm::Regex (Henry Spencer's engine)
// does for expressions with back-references: for a candidate start, it
// takes the ends at which the expression with each back-reference replaced
// by a copy of its group could match, longest first, and runs a
// backtracking matcher that must end exactly there. That matcher has a
// quirk FileCheck users meet in practice: on entering an alternation (also
// the one regcomp makes of "x?" and of bounded repetitions), the chosen
// branch must reach the end and the rest of the expression is skipped. So
// [[OP:add|sub]] [[OP]] never matches, while [[X:a]] [[X]] {{b|c}} does.
// This search can be exponential, so each attempt runs under a step budget
// (exceeding it counts as no match there) and one search under a larger
// total budget (exceeding it abandons the search).

type btOp uint8

const (
	btByte btOp = iota
	btSet
	btSplit // try x, then y
	btJmp
	btSave // caps[n] = pos
	btBOL
	btEOL
	btBOW
	btEOW
	btBackref
	btMatch
	btMark    // marks[n] = pos (start of a loop iteration)
	btLoopEnd // loop back to x unless the iteration was empty; else fall through
)

type btInst struct {
	op  btOp
	c   byte
	set *byteSet
	x   int
	y   int
	n   int
}

type btProg struct {
	insts   []btInst
	nslots  int
	nmarks  int
	spencer bool // back-reference mode semantics
}

// maxBTInsts bounds the size of an expanded program (counted repetitions
// are expanded, as regcomp does).
const maxBTInsts = 1 << 16

const (
	btStartBudget = 1 << 20
	btTotalBudget = 1 << 28
)

type btCompiler struct {
	insts   []btInst
	over    bool
	spencer bool
	groups  map[int]*reNode // for copying groups in place of back-references
	nmarks  int
}

// compileBT compiles prog for longest mode, or for back-reference mode
// when prog has back-references.
func compileBT(prog *ereProg) (*btProg, bool) {
	c := &btCompiler{spencer: prog.backrefs}
	return c.compile(prog)
}

// compileSuperset compiles prog with each back-reference replaced by a copy
// of its group, for longest mode (used to find candidate match ends).
func compileSuperset(prog *ereProg) (*btProg, bool) {
	c := &btCompiler{groups: map[int]*reNode{}}
	collectGroups(prog.root, c.groups)
	return c.compile(prog)
}

func (c *btCompiler) compile(prog *ereProg) (*btProg, bool) {
	c.emit(btInst{op: btSave, n: 0})
	c.node(prog.root)
	c.emit(btInst{op: btSave, n: 1})
	c.emit(btInst{op: btMatch})
	if c.over {
		return nil, false
	}
	return &btProg{insts: c.insts, nslots: 2 * (prog.ngroups + 1), nmarks: c.nmarks, spencer: c.spencer}, true
}

func (c *btCompiler) emit(in btInst) int {
	if len(c.insts) >= maxBTInsts {
		c.over = true
		return len(c.insts) - 1
	}
	c.insts = append(c.insts, in)
	return len(c.insts) - 1
}

func (c *btCompiler) node(n *reNode) {
	if c.over {
		return
	}
	switch n.op {
	case reLit:
		c.emit(btInst{op: btByte, c: n.c})
	case reSet:
		c.emit(btInst{op: btSet, set: n.set})
	case reAny:
		s := &byteSet{}
		for i := range s {
			s[i] = ^uint64(0)
		}
		s.del('\n')
		c.emit(btInst{op: btSet, set: s})
	case reBOL:
		c.emit(btInst{op: btBOL})
	case reEOL:
		c.emit(btInst{op: btEOL})
	case reBOW:
		c.emit(btInst{op: btBOW})
	case reEOW:
		c.emit(btInst{op: btEOW})
	case reGroup:
		if c.groups != nil && n.n < 0 {
			// A copied group (superset mode) captures nothing.
			if len(n.subs) > 0 {
				c.node(n.subs[0])
			}
			return
		}
		c.emit(btInst{op: btSave, n: 2 * n.n})
		if len(n.subs) > 0 {
			c.node(n.subs[0])
		}
		c.emit(btInst{op: btSave, n: 2*n.n + 1})
	case reConcat:
		for _, s := range n.subs {
			c.node(s)
		}
	case reAlt:
		c.alt(n.subs)
	case reBackref:
		if c.groups != nil {
			if g := c.groups[n.n]; g != nil && len(g.subs) > 0 {
				c.node(&reNode{op: reGroup, n: -1, subs: g.subs})
			}
			return
		}
		c.emit(btInst{op: btBackref, n: n.n})
	case reRepeat:
		if c.spencer {
			c.spencerRepeat(n)
			return
		}
		sub := n.subs[0]
		for i := 0; i < n.min && !c.over; i++ {
			c.node(sub)
		}
		if n.max < 0 {
			c.star(sub)
			return
		}
		var splits []int
		for i := n.min; i < n.max && !c.over; i++ {
			split := c.emit(btInst{op: btSplit})
			c.insts[split].x = len(c.insts)
			splits = append(splits, split)
			c.node(sub)
		}
		for _, s := range splits {
			c.insts[s].y = len(c.insts)
		}
	}
}

// alt compiles alternatives. In back-reference mode each branch, like in
// Spencer's backref(), must end the match: it is followed by the final
// instructions instead of the code after the alternation.
func (c *btCompiler) alt(branches []*reNode) {
	var jumps []int
	for i, s := range branches {
		last := i == len(branches)-1
		split := -1
		if !last {
			split = c.emit(btInst{op: btSplit})
			c.insts[split].x = len(c.insts)
		}
		if s != nil {
			c.node(s)
		}
		if c.spencer {
			c.emit(btInst{op: btSave, n: 1})
			c.emit(btInst{op: btMatch})
		} else if !last {
			jumps = append(jumps, c.emit(btInst{op: btJmp}))
		}
		if split >= 0 {
			c.insts[split].y = len(c.insts)
		}
	}
	for _, j := range jumps {
		c.insts[j].x = len(c.insts)
	}
}

// star compiles sub* (greedy).
func (c *btCompiler) star(sub *reNode) {
	split := c.emit(btInst{op: btSplit})
	c.insts[split].x = len(c.insts)
	if c.spencer {
		c.plusBody(sub)
	} else {
		c.node(sub)
		c.emit(btInst{op: btJmp, x: split})
	}
	c.insts[split].y = len(c.insts)
}

// plusBody compiles sub+ with regcomp's guard against empty iterations.
func (c *btCompiler) plusBody(sub *reNode) {
	mark := c.nmarks
	c.nmarks++
	start := c.emit(btInst{op: btMark, n: mark})
	c.node(sub)
	c.emit(btInst{op: btLoopEnd, n: mark, x: start})
}

// spencerRepeat compiles a repetition the way regcomp does (see its
// repeat()), since which parts become alternations matters in
// back-reference mode.
func (c *btCompiler) spencerRepeat(n *reNode) {
	sub := n.subs[0]
	switch {
	case !n.brace && n.min == 0 && n.max < 0: // x*
		c.star(sub)
	case !n.brace && n.min == 1 && n.max < 0: // x+
		c.plusBody(sub)
	default: // x? and x{m,n}
		c.spencerRange(sub, n.min, n.max)
	}
}

func (c *btCompiler) spencerRange(sub *reNode, from, to int) {
	if c.over {
		return
	}
	switch {
	case from == 0 && to == 0:
	case from == 0: // x{1,to}|""
		c.alt([]*reNode{{op: reRepeat, brace: true, min: 1, max: to, subs: []*reNode{sub}}, nil})
	case from == 1 && to == 1:
		c.node(sub)
	case from == 1 && to < 0: // x+
		c.plusBody(sub)
	case from == 1: // (x|"") x{1,to-1}
		c.alt([]*reNode{sub, nil})
		c.spencerRange(sub, 1, to-1)
	default: // x x{from-1,to-1}
		c.node(sub)
		if to < 0 {
			c.spencerRange(sub, from-1, -1)
		} else {
			c.spencerRange(sub, from-1, to-1)
		}
	}
}

type btJob struct {
	pc, pos int
	slot    int // >= 0: restore caps[slot] (or marks[slot-len(caps)]) = pos
}

type btMachine struct {
	prog       *btProg
	text       []byte
	start, end int // the text's edges for assertions
	limit      int // no byte at or after limit is consumed
	caps       []int
	marks      []int
	best       []int
	ends       []bool // allEnds: ends[pos-visitBase]
	stack      []btJob
	visited    []uint64
	visitedMap map[int64]struct{}
	visitBase  int
	steps      int // at the current start position
	total      int
	abort      bool
}

func newBTMachine(prog *btProg, text []byte, start, end int) *btMachine {
	return &btMachine{prog: prog, text: text, start: start, end: end, limit: end,
		caps: make([]int, prog.nslots), marks: make([]int, prog.nmarks), best: make([]int, prog.nslots)}
}

func (m *btMachine) aborted() bool { return m.abort }

func isWordByte(c byte) bool { return isAlnum(c) || c == '_' }

// seen marks (pc, pos) visited and reports whether it already was.
func (m *btMachine) seen(pc, pos int) bool {
	if m.visitedMap != nil {
		k := int64(pos-m.visitBase)*int64(len(m.prog.insts)) + int64(pc)
		if _, ok := m.visitedMap[k]; ok {
			return true
		}
		m.visitedMap[k] = struct{}{}
		return false
	}
	k := (pos-m.visitBase)*len(m.prog.insts) + pc
	w, b := k>>6, uint64(1)<<(k&63)
	if m.visited[w]&b != 0 {
		return true
	}
	m.visited[w] |= b
	return false
}

func (m *btMachine) resetMemo(s int) {
	m.visitBase = s
	cells := (m.end - s + 1) * len(m.prog.insts)
	if cells <= 1<<25 {
		n := (cells + 63) / 64
		if cap(m.visited) >= n {
			m.visited = m.visited[:n]
			clear(m.visited)
		} else {
			m.visited = make([]uint64, n)
		}
		m.visitedMap = nil
	} else {
		m.visitedMap = map[int64]struct{}{}
	}
}

// matchAt finds the longest match starting at s (longest mode). On
// success caps receives the sub-match offsets.
func (m *btMachine) matchAt(s int, caps []int) bool {
	m.limit = m.end
	m.resetMemo(s)
	bestEnd := m.run(s, func(pos int) bool {
		return pos == m.end // nothing can be longer
	}, true)
	if bestEnd < 0 {
		return false
	}
	copyCaps(caps, m.best)
	return true
}

// allEnds returns, in increasing order, every position at which a match
// starting at s can end (longest mode).
func (m *btMachine) allEnds(s int) []int {
	m.limit = m.end
	m.resetMemo(s)
	if cap(m.ends) >= m.end-s+1 {
		m.ends = m.ends[:m.end-s+1]
		clear(m.ends)
	} else {
		m.ends = make([]bool, m.end-s+1)
	}
	m.run(s, func(pos int) bool {
		m.ends[pos-s] = true
		return false
	}, true)
	var out []int
	for i, ok := range m.ends {
		if ok {
			out = append(out, s+i)
		}
	}
	return out
}

// matchExact reports whether a match can run from s to exactly stop
// (back-reference mode), filling caps from the first such path.
func (m *btMachine) matchExact(s, stop int, caps []int) bool {
	m.limit = stop
	m.steps = 0
	found := m.run(s, func(pos int) bool { return true }, false)
	if found < 0 || m.abort {
		return false
	}
	copyCaps(caps, m.best)
	return true
}

func copyCaps(dst, src []int) {
	for i := range dst {
		dst[i] = -1
		if i < len(src) {
			dst[i] = src[i]
		}
	}
}

// run explores the program from s. At each reachable match end (in exact
// mode: only at limit) accept is called; it returns true to stop the
// search. run returns the longest end found, or -1.
func (m *btMachine) run(s int, accept func(pos int) bool, longest bool) int {
	for i := range m.caps {
		m.caps[i] = -1
	}
	for i := range m.marks {
		m.marks[i] = -1
	}
	nc := len(m.caps)
	bestEnd := -1
	m.stack = append(m.stack[:0], btJob{pc: 0, pos: s, slot: -1})
	insts := m.prog.insts
	text := m.text
	memo := longest
	for len(m.stack) > 0 {
		j := m.stack[len(m.stack)-1]
		m.stack = m.stack[:len(m.stack)-1]
		if j.slot >= 0 {
			if j.slot < nc {
				m.caps[j.slot] = j.pos
			} else {
				m.marks[j.slot-nc] = j.pos
			}
			continue
		}
		pc, pos := j.pc, j.pos
	run:
		for {
			if memo {
				if m.seen(pc, pos) {
					break
				}
			} else {
				m.steps++
				m.total++
				if m.total > btTotalBudget {
					m.abort = true
					return -1
				}
				if m.steps > btStartBudget {
					return -1
				}
			}
			in := &insts[pc]
			switch in.op {
			case btByte:
				if pos < m.limit && text[pos] == in.c {
					pc++
					pos++
					continue
				}
				break run
			case btSet:
				if pos < m.limit && in.set.has(text[pos]) {
					pc++
					pos++
					continue
				}
				break run
			case btSplit:
				m.stack = append(m.stack, btJob{pc: in.y, pos: pos, slot: -1})
				pc = in.x
			case btJmp:
				pc = in.x
			case btSave:
				m.stack = append(m.stack, btJob{pos: m.caps[in.n], slot: in.n})
				m.caps[in.n] = pos
				pc++
			case btMark:
				m.stack = append(m.stack, btJob{pos: m.marks[in.n], slot: nc + in.n})
				m.marks[in.n] = pos
				pc++
			case btLoopEnd:
				if pos == m.marks[in.n] {
					pc++ // an empty iteration ends the loop
					continue
				}
				m.stack = append(m.stack, btJob{pc: pc + 1, pos: pos, slot: -1})
				pc = in.x
			case btBOL:
				if pos == m.start || text[pos-1] == '\n' {
					pc++
					continue
				}
				break run
			case btEOL:
				if pos == m.end || text[pos] == '\n' {
					pc++
					continue
				}
				break run
			case btBOW:
				if (pos == m.start || !isWordByte(text[pos-1])) && pos < m.end && isWordByte(text[pos]) {
					pc++
					continue
				}
				break run
			case btEOW:
				if pos > m.start && isWordByte(text[pos-1]) && (pos == m.end || !isWordByte(text[pos])) {
					pc++
					continue
				}
				break run
			case btBackref:
				bs, be := m.caps[2*in.n], m.caps[2*in.n+1]
				if bs < 0 || be < 0 || be < bs {
					break run
				}
				l := be - bs
				if pos+l > m.limit || string(text[pos:pos+l]) != string(text[bs:be]) {
					break run
				}
				pos += l
				pc++
			case btMatch:
				if !longest && pos != m.limit {
					break run
				}
				if pos > bestEnd {
					// In longest mode the first path to reach the
					// longest end has priority.
					bestEnd = pos
					copy(m.best, m.caps)
				}
				if accept(pos) {
					return bestEnd
				}
				break run
			}
		}
	}
	return bestEnd
}
