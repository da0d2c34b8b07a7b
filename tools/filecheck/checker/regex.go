package checker

import (
	"bytes"
	"io"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// compiledRegex is a pattern's regular expression ready for matching.
//
// POSIX regular expressions work on bytes while Go's work on UTF-8
// characters. The AST is therefore translated to Go syntax in which every
// byte stands for itself (bytes >= 0x80 become the runes U+0080..U+00FF).
// On ASCII text that Go regexp runs directly on the []byte; where the text
// has other bytes and the expression could tell (it has '.', a bracket
// expression or a literal with such bytes), it runs over a reader that
// yields one rune per byte. Either way the result is the leftmost-longest
// match POSIX specifies.
//
// Back-references and [[:<:]]/[[:>:]] cannot be expressed in RE2; such
// expressions run on the backtracking matcher, with a Go regexp for a
// superset language (when one compiles) proposing candidate starts.
type compiledRegex struct {
	ngroups int
	re      *regexp.Regexp // exact matcher; nil when bt is used
	cand    *regexp.Regexp // candidate finder for bt; may be nil
	bt      *btProg
	sup     *btProg // with back-references: the superset, for match ends
	// byteSensitive reports whether non-ASCII text needs the byte reader.
	byteSensitive bool
	// lit is a byte string every match must contain (lower-cased when
	// litFold), used to skip quickly over input that cannot match.
	lit     []byte
	litFold bool
	// multiline reports whether a match may contain a newline; when it
	// cannot, the search is confined to lines that contain lit.
	multiline bool
	// first, when non-nil, is the set of bytes a match can start with
	// (only computed for expressions that cannot match the empty string).
	first *byteSet
}

// compileERE compiles an LLVM-style ERE. icase selects REG_ICASE.
func compileERE(src string, icase bool) (*compiledRegex, ereErr) {
	prog, err := parseERE(src, icase)
	if err != ereOK {
		return nil, err
	}
	cr := &compiledRegex{ngroups: prog.ngroups, byteSensitive: byteSensitive(prog.root)}
	cr.lit, cr.litFold = requiredLiteral(prog.root, icase)
	cr.multiline = canMatchNewline(prog.root, prog)
	if !canBeEmpty(prog.root) {
		fs := &byteSet{}
		if firstBytes(prog.root, fs) {
			cr.first = fs
		}
	}
	if !prog.backrefs && !prog.wordAsrt {
		// Go rejects some huge counted repetitions that regcomp accepts;
		// those fall through to the backtracker.
		if re, err := regexp.Compile(toGoSyntax(prog, false)); err == nil {
			re.Longest()
			cr.re = re
			return cr, ereOK
		}
	}
	bt, ok := compileBT(prog)
	if !ok {
		return nil, ereESpace
	}
	cr.bt = bt
	if prog.backrefs {
		if cr.sup, ok = compileSuperset(prog); !ok {
			return nil, ereESpace
		}
	}
	if re, err := regexp.Compile(toGoSyntax(prog, true)); err == nil {
		re.Longest()
		cr.cand = re
	}
	return cr, ereOK
}

// byteSensitive reports whether n can match a byte >= 0x80.
func byteSensitive(n *reNode) bool {
	switch n.op {
	case reAny:
		return true
	case reLit:
		return n.c >= utf8.RuneSelf
	case reSet:
		return n.set[2] != 0 || n.set[3] != 0
	}
	for _, s := range n.subs {
		if byteSensitive(s) {
			return true
		}
	}
	return false
}

// goWriter builds Go regexp syntax from the ERE AST.
type goWriter struct {
	b         strings.Builder
	candidate bool // approximate unsupported constructs by a superset
	groups    map[int]*reNode
}

// toGoSyntax translates prog to Go syntax over byte-valued runes. When
// candidate is set, the result matches a superset of the language:
// back-references are replaced by a copy of the referenced group and word
// assertions by \b (every [[:<:]] or [[:>:]] position is a \b position).
func toGoSyntax(prog *ereProg, candidate bool) string {
	w := &goWriter{candidate: candidate, groups: map[int]*reNode{}}
	collectGroups(prog.root, w.groups)
	w.node(prog.root, true)
	return w.b.String()
}

func collectGroups(n *reNode, m map[int]*reNode) {
	if n == nil {
		return
	}
	if n.op == reGroup {
		m[n.n] = n
	}
	for _, s := range n.subs {
		collectGroups(s, m)
	}
}

func (w *goWriter) lit(c byte) {
	if c < ' ' || c >= 0x7f {
		w.b.WriteString(`\x{`)
		w.b.WriteString(strconv.FormatUint(uint64(c), 16))
		w.b.WriteByte('}')
		return
	}
	if strings.IndexByte(`\.+*?()|[]{}^$-`, c) >= 0 {
		w.b.WriteByte('\\')
	}
	w.b.WriteByte(c)
}

func (w *goWriter) set(s *byteSet) {
	w.b.WriteByte('[')
	n := 0
	for c := 0; c < 256; {
		if !s.has(byte(c)) {
			c++
			continue
		}
		lo := c
		for c < 256 && s.has(byte(c)) {
			c++
		}
		w.lit(byte(lo))
		if c-1 > lo {
			w.b.WriteByte('-')
			w.lit(byte(c - 1))
		}
		n++
	}
	if n == 0 {
		// An empty set matches nothing.
		w.b.WriteString(`^\x00-\x{10FFFF}`)
	}
	w.b.WriteByte(']')
}

func (w *goWriter) node(n *reNode, capture bool) {
	switch n.op {
	case reLit:
		w.lit(n.c)
	case reSet:
		w.set(n.set)
	case reAny:
		w.b.WriteString(`[^\n]`)
	case reBOL:
		w.b.WriteString(`(?m:^)`)
	case reEOL:
		w.b.WriteString(`(?m:$)`)
	case reBOW, reEOW:
		// Only reached for candidate expressions.
		w.b.WriteString(`\b`)
	case reGroup:
		if capture {
			w.b.WriteByte('(')
		} else {
			w.b.WriteString("(?:")
		}
		if len(n.subs) > 0 {
			w.node(n.subs[0], capture)
		}
		w.b.WriteByte(')')
	case reConcat:
		for _, s := range n.subs {
			w.node(s, capture)
		}
	case reAlt:
		w.b.WriteString("(?:")
		for i, s := range n.subs {
			if i > 0 {
				w.b.WriteByte('|')
			}
			w.node(s, capture)
		}
		w.b.WriteByte(')')
	case reRepeat:
		w.b.WriteString("(?:")
		w.node(n.subs[0], capture)
		w.b.WriteByte(')')
		switch {
		case n.min == 0 && n.max < 0:
			w.b.WriteByte('*')
		case n.min == 1 && n.max < 0:
			w.b.WriteByte('+')
		case n.min == 0 && n.max == 1:
			w.b.WriteByte('?')
		case n.max < 0:
			w.b.WriteString("{" + strconv.Itoa(n.min) + ",}")
		case n.min == n.max:
			w.b.WriteString("{" + strconv.Itoa(n.min) + "}")
		default:
			w.b.WriteString("{" + strconv.Itoa(n.min) + "," + strconv.Itoa(n.max) + "}")
		}
	case reBackref:
		// Only reached for candidate expressions.
		g := w.groups[n.n]
		w.b.WriteString("(?:")
		if g != nil && len(g.subs) > 0 {
			w.node(g.subs[0], false)
		}
		w.b.WriteByte(')')
	}
}

// requiredLiteral returns the longest byte string found in every match of n.
// With icase, letters are represented by the two-case sets the parser
// builds; the literal is then lower-cased and fold is true.
func requiredLiteral(n *reNode, icase bool) (lit []byte, fold bool) {
	l := reqLit(n, icase)
	return l, icase
}

func litByte(n *reNode, icase bool) (byte, bool) {
	switch n.op {
	case reLit:
		if icase {
			return lowerByte(n.c), true
		}
		return n.c, true
	case reSet:
		if icase && n.set.count() == 2 {
			for c := 'a'; c <= 'z'; c++ {
				if n.set.has(byte(c)) && n.set.has(byte(c-'a'+'A')) {
					return byte(c), true
				}
			}
		}
	}
	return 0, false
}

func reqLit(n *reNode, icase bool) []byte {
	switch n.op {
	case reLit, reSet:
		if c, ok := litByte(n, icase); ok {
			return []byte{c}
		}
	case reGroup:
		if len(n.subs) > 0 {
			return reqLit(n.subs[0], icase)
		}
	case reRepeat:
		if n.min >= 1 {
			return reqLit(n.subs[0], icase)
		}
	case reConcat:
		var best, run []byte
		for _, s := range n.subs {
			if c, ok := litByte(s, icase); ok {
				run = append(run, c)
				if len(run) > len(best) {
					best = append(best[:0:0], run...)
				}
				continue
			}
			run = run[:0]
			if s.op == reBOL || s.op == reEOL || s.op == reBOW || s.op == reEOW {
				// Zero-width: the literal runs on either side are
				// still adjacent in the text, but keep it simple.
				continue
			}
			if l := reqLit(s, icase); len(l) > len(best) {
				best = l
			}
		}
		return best
	}
	return nil
}

func lowerByte(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// canMatchNewline reports whether some match of n may contain '\n'.
func canMatchNewline(n *reNode, prog *ereProg) bool {
	switch n.op {
	case reLit:
		return n.c == '\n'
	case reSet:
		return n.set.has('\n')
	case reBackref:
		// The referenced group is checked on its own.
		return false
	}
	for _, s := range n.subs {
		if canMatchNewline(s, prog) {
			return true
		}
	}
	return false
}

func canBeEmpty(n *reNode) bool {
	switch n.op {
	case reLit, reSet, reAny:
		return false
	case reGroup:
		return len(n.subs) == 0 || canBeEmpty(n.subs[0])
	case reConcat:
		for _, s := range n.subs {
			if !canBeEmpty(s) {
				return false
			}
		}
		return true
	case reAlt:
		for _, s := range n.subs {
			if canBeEmpty(s) {
				return true
			}
		}
		return false
	case reRepeat:
		return n.min == 0 || canBeEmpty(n.subs[0])
	}
	return true // assertions, back-references
}

// firstBytes adds to fs every byte a non-empty match of n can start with. It
// reports false when that set cannot be determined.
func firstBytes(n *reNode, fs *byteSet) bool {
	switch n.op {
	case reLit:
		fs.add(n.c)
		return true
	case reSet:
		for i := range fs {
			fs[i] |= n.set[i]
		}
		return true
	case reAny:
		for c := 0; c < 256; c++ {
			if c != '\n' {
				fs.add(byte(c))
			}
		}
		return true
	case reGroup:
		return len(n.subs) > 0 && firstBytes(n.subs[0], fs)
	case reConcat:
		for _, s := range n.subs {
			if s.op == reBOL || s.op == reEOL || s.op == reBOW || s.op == reEOW {
				continue
			}
			if !firstBytes(s, fs) {
				return false
			}
			if !canBeEmpty(s) {
				return true
			}
		}
		return false
	case reAlt:
		for _, s := range n.subs {
			if !firstBytes(s, fs) {
				return false
			}
		}
		return true
	case reRepeat:
		return firstBytes(n.subs[0], fs)
	}
	return false
}

// find searches in.data[start:end] for the leftmost-longest match. On
// success it fills caps with absolute offsets (2 per group, group 0 being
// the whole match; -1 when unset).
func (r *compiledRegex) find(in *matchInput, start, end int, caps []int) bool {
	text, hay := in.data, in.data
	if r.litFold {
		hay = in.lower
	}
	if len(r.lit) == 0 || r.multiline {
		if len(r.lit) > 0 && !bytes.Contains(hay[start:end], r.lit) {
			return false
		}
		return r.findIn(in, start, end, start, end, caps)
	}
	pos := start
	for pos <= end {
		i := bytes.Index(hay[pos:end], r.lit)
		if i < 0 {
			return false
		}
		p := pos + i
		ls := start
		if j := bytes.LastIndexByte(text[pos:p], '\n'); j >= 0 {
			ls = pos + j + 1
		} else if pos > start {
			ls = pos
		}
		le := end
		if j := bytes.IndexByte(text[p:end], '\n'); j >= 0 {
			le = p + j
		}
		if r.findIn(in, start, end, ls, le, caps) {
			return true
		}
		pos = le + 1
	}
	return false
}

// byteReader yields each byte as one rune, giving Go regexps POSIX's byte
// semantics; offsets stay byte offsets.
type byteReader struct {
	b []byte
	i int
}

func (r *byteReader) ReadRune() (rune, int, error) {
	if r.i >= len(r.b) {
		return 0, 0, io.EOF
	}
	c := r.b[r.i]
	r.i++
	return rune(c), 1, nil
}

// goFind runs re on text[from:to] and returns offsets relative to from.
func (r *compiledRegex) goFind(re *regexp.Regexp, in *matchInput, from, to int, sub bool) []int {
	text := in.data[from:to]
	if !r.byteSensitive || !in.hasHighByte(from, to) {
		if sub {
			return re.FindSubmatchIndex(text)
		}
		return re.FindIndex(text)
	}
	if sub {
		return re.FindReaderSubmatchIndex(&byteReader{b: text})
	}
	return re.FindReaderIndex(&byteReader{b: text})
}

// findIn looks for a match starting and ending within [from, to], where
// [start, end) is the whole search region (which defines where ^ and $ and
// word boundaries hold at its edges).
func (r *compiledRegex) findIn(in *matchInput, start, end, from, to int, caps []int) bool {
	text := in.data
	if r.re != nil {
		loc := r.goFind(r.re, in, from, to, true)
		if loc == nil {
			return false
		}
		for i := range caps {
			caps[i] = -1
			if i < len(loc) && loc[i] >= 0 {
				caps[i] = loc[i] + from
			}
		}
		return true
	}
	m := newBTMachine(r.bt, text, start, end)
	var sm *btMachine
	if r.sup != nil {
		sm = newBTMachine(r.sup, text, start, end)
	}
	try := func(s int) bool {
		if !r.multiline {
			// A match cannot span lines, so the edges of the line behave
			// like the edges of the region; bounding the machines to the
			// line keeps their memo tables small.
			ls, le := start, end
			if j := bytes.LastIndexByte(text[start:s], '\n'); j >= 0 {
				ls = start + j + 1
			}
			if j := bytes.IndexByte(text[s:end], '\n'); j >= 0 {
				le = s + j
			}
			m.start, m.end = ls, le
			if sm != nil {
				sm.start, sm.end = ls, le
			}
		}
		if sm == nil {
			return m.matchAt(s, caps)
		}
		// As llvm::Regex does: try the superset's match ends from the
		// longest down.
		ends := sm.allEnds(s)
		for i := len(ends) - 1; i >= 0; i-- {
			if m.matchExact(s, ends[i], caps) {
				return true
			}
			if m.aborted() {
				return false
			}
		}
		return false
	}
	if r.cand != nil {
		s := from
		for s <= to {
			loc := r.goFind(r.cand, in, s, to, false)
			if loc == nil {
				return false
			}
			cs := s + loc[0]
			if try(cs) {
				return true
			}
			if m.aborted() {
				return false
			}
			s = cs + 1
		}
		return false
	}
	for s := from; s <= to; s++ {
		if r.first != nil {
			for s < to && !r.first.has(text[s]) {
				s++
			}
			if s >= to {
				return false
			}
		}
		if try(s) {
			return true
		}
		if m.aborted() {
			return false
		}
	}
	return false
}
