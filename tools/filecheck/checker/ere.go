package checker

import (
	"strconv"
	"strings"
)

// This file implements a parser for POSIX extended regular expressions as
// accepted by LLVM's llvm::Regex (Henry Spencer's regcomp, compiled with
// REG_EXTENDED|REG_NEWLINE and optionally REG_ICASE). The parser mirrors the
// structure of regcomp closely so that it accepts and rejects exactly the same
// patterns and reports the same first error; it produces a small AST that is
// then either translated to Go regexp syntax or run by the byte-oriented
// backtracking matcher in backtrack.go.

// ereErr is a regcomp error code. Its String form is the text llvm_regerror
// produces, which FileCheck prints after "invalid regex: ".
type ereErr uint8

const (
	ereOK ereErr = iota
	ereECollate
	ereECType
	ereEEscape
	ereESubReg
	ereEBrack
	ereEParen
	ereEBrace
	ereBadBr
	ereERange
	ereESpace
	ereBadRpt
	ereEmpty
	ereENest
)

// maxNesting bounds the nesting of parentheses in a {{...}} block or a
// [[NAME:...]] definition, as strata's other parsers bound theirs: regcomp
// has no limit, but Go's regexp refuses expressions nested about 1000 deep
// and the backtracking fallback cannot hold a program for tens of
// thousands of groups, so deeper patterns would silently never match.
// FileCheck wraps each block in one more group, hence the +1 of
// parseERE's limit for a whole pattern.
const maxNesting = 1000

var ereErrText = [...]string{
	ereOK:       "",
	ereECollate: "invalid collating element",
	ereECType:   "invalid character class",
	ereEEscape:  "trailing backslash (\\)",
	ereESubReg:  "invalid backreference number",
	ereEBrack:   "brackets ([ ]) not balanced",
	ereEParen:   "parentheses not balanced",
	ereEBrace:   "braces not balanced",
	ereBadBr:    "invalid repetition count(s)",
	ereERange:   "invalid character range",
	ereESpace:   "out of memory",
	ereBadRpt:   "repetition-operator operand invalid",
	ereEmpty:    "empty (sub)expression",
	ereENest:    "nesting depth exceeds the limit of " + strconv.Itoa(maxNesting),
}

func (e ereErr) Error() string { return ereErrText[e] }

// dupMax is regcomp's RE_DUP_MAX: the largest count allowed in {m,n}.
const dupMax = 255

// byteSet is a set of bytes.
type byteSet [4]uint64

func (s *byteSet) add(c byte)      { s[c>>6] |= 1 << (c & 63) }
func (s *byteSet) del(c byte)      { s[c>>6] &^= 1 << (c & 63) }
func (s *byteSet) has(c byte) bool { return s[c>>6]&(1<<(c&63)) != 0 }

func (s *byteSet) count() int {
	n := 0
	for c := 0; c < 256; c++ {
		if s.has(byte(c)) {
			n++
		}
	}
	return n
}

type reOp uint8

const (
	reLit     reOp = iota // the byte c
	reSet                 // any byte in set
	reAny                 // any byte but '\n'
	reBOL                 // ^
	reEOL                 // $
	reBOW                 // [[:<:]]
	reEOW                 // [[:>:]]
	reGroup               // capturing group n around subs[0] (nil sub: empty)
	reConcat              // subs in sequence
	reAlt                 // one of subs
	reRepeat              // subs[0] repeated min..max times (max<0: unbounded)
	reBackref             // the text captured by group n
)

type reNode struct {
	op    reOp
	c     byte
	set   *byteSet
	n     int
	min   int
	max   int
	brace bool // reRepeat written as {m,n} (regcomp compiles it differently)
	subs  []*reNode
}

// ereProg is a parsed regular expression.
type ereProg struct {
	root     *reNode
	ngroups  int
	backrefs bool
	wordAsrt bool // uses [[:<:]] or [[:>:]]
}

type ereParser struct {
	s      string
	pos    int
	icase  bool
	err    ereErr
	nsub   int
	closed map[int]bool // groups whose ')' has been seen (pend != 0)
	prog   *ereProg
	depth  int // open groups
	limit  int // most open groups allowed: more is ereENest
}

// parseERE parses s as llvm::Regex would. It returns the first error regcomp
// would report, if any, or ereENest for groups nested deeper than
// maxNesting+1 (a whole pattern: blocks wrapped in their group).
func parseERE(s string, icase bool) (*ereProg, ereErr) {
	return parseERELimit(s, icase, maxNesting+1)
}

// parseUserERE parses a regex as written in a check file, which may nest
// groups maxNesting deep.
func parseUserERE(s string) (*ereProg, ereErr) {
	return parseERELimit(s, false, maxNesting)
}

func parseERELimit(s string, icase bool, limit int) (*ereProg, ereErr) {
	p := &ereParser{s: s, icase: icase, closed: map[int]bool{}, prog: &ereProg{}, limit: limit}
	root := p.ere(-1)
	if p.err != ereOK {
		return nil, p.err
	}
	p.prog.root = root
	p.prog.ngroups = p.nsub
	return p.prog, ereOK
}

// countGroups returns the number of capturing groups in a valid ERE, the
// equivalent of llvm::Regex::getNumMatches.
func countGroups(s string) int {
	prog, err := parseERE(s, false)
	if err != ereOK {
		return 0
	}
	return prog.ngroups
}

func (p *ereParser) more() bool { return p.err == ereOK && p.pos < len(p.s) }
func (p *ereParser) more2() bool {
	return p.err == ereOK && p.pos+1 < len(p.s)
}
func (p *ereParser) peek() byte  { return p.s[p.pos] }
func (p *ereParser) peek2() byte { return p.s[p.pos+1] }
func (p *ereParser) see(c byte) bool {
	return p.more() && p.peek() == c
}
func (p *ereParser) seeTwo(a, b byte) bool {
	return p.more2() && p.peek() == a && p.peek2() == b
}
func (p *ereParser) eat(c byte) bool {
	if p.see(c) {
		p.pos++
		return true
	}
	return false
}
func (p *ereParser) eatTwo(a, b byte) bool {
	if p.seeTwo(a, b) {
		p.pos += 2
		return true
	}
	return false
}

// setErr records the first error; like regcomp's seterr it also makes the
// remaining input appear empty so that parsing winds down.
func (p *ereParser) setErr(e ereErr) {
	if p.err == ereOK {
		p.err = e
	}
	p.pos = len(p.s)
}

func (p *ereParser) require(cond bool, e ereErr) {
	if !cond {
		p.setErr(e)
	}
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
func isAlpha(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isAlnum(c byte) bool { return isAlpha(c) || isDigit(c) }

// ere parses alternatives until stop (or end of input when stop < 0).
func (p *ereParser) ere(stop int) *reNode {
	var alts []*reNode
	for {
		var seq []*reNode
		for p.more() && p.peek() != '|' && int(p.peek()) != stop {
			if n := p.ereExp(); n != nil {
				seq = append(seq, n)
			}
		}
		if p.err != ereOK {
			return nil
		}
		// regcomp requires each alternative to emit something; note that
		// "()" and "^" do emit code and so are not empty.
		p.require(len(seq) != 0, ereEmpty)
		if p.err != ereOK {
			return nil
		}
		if len(seq) == 1 {
			alts = append(alts, seq[0])
		} else {
			alts = append(alts, &reNode{op: reConcat, subs: seq})
		}
		if !p.eat('|') {
			break
		}
	}
	if len(alts) == 1 {
		return alts[0]
	}
	return &reNode{op: reAlt, subs: alts}
}

func isRepStart(p *ereParser) bool {
	if !p.more() {
		return false
	}
	c := p.peek()
	return c == '*' || c == '+' || c == '?' || (c == '{' && p.more2() && isDigit(p.peek2()))
}

// ereExp parses one atom and an optional repetition.
func (p *ereParser) ereExp() *reNode {
	c := p.s[p.pos]
	p.pos++
	var atom *reNode
	wasCaret := false
	switch c {
	case '(':
		p.require(p.more(), ereEParen)
		if p.err != ereOK {
			return nil
		}
		if p.depth++; p.depth > p.limit {
			p.setErr(ereENest)
			return nil
		}
		p.nsub++
		sub := p.nsub
		var inner *reNode
		if !p.see(')') {
			inner = p.ere(')')
		}
		p.depth--
		if p.err != ereOK {
			return nil
		}
		p.closed[sub] = true
		if !p.eat(')') {
			p.setErr(ereEParen)
			return nil
		}
		atom = &reNode{op: reGroup, n: sub}
		if inner != nil {
			atom.subs = []*reNode{inner}
		}
	case ')':
		p.setErr(ereEParen)
		return nil
	case '^':
		atom = &reNode{op: reBOL}
		wasCaret = true
	case '$':
		atom = &reNode{op: reEOL}
	case '|':
		p.setErr(ereEmpty)
		return nil
	case '*', '+', '?':
		p.setErr(ereBadRpt)
		return nil
	case '.':
		atom = &reNode{op: reAny}
	case '[':
		atom = p.bracket()
	case '\\':
		p.require(p.more(), ereEEscape)
		if p.err != ereOK {
			return nil
		}
		c = p.s[p.pos]
		p.pos++
		if c >= '1' && c <= '9' {
			n := int(c - '0')
			if !p.closed[n] {
				p.setErr(ereESubReg)
				return nil
			}
			atom = &reNode{op: reBackref, n: n}
			p.prog.backrefs = true
		} else {
			atom = p.ordinary(c)
		}
	case '{':
		p.require(!p.more() || !isDigit(p.peek()), ereBadRpt)
		if p.err != ereOK {
			return nil
		}
		atom = p.ordinary(c)
	default:
		atom = p.ordinary(c)
	}
	if p.err != ereOK {
		return nil
	}

	if !isRepStart(p) {
		return atom
	}
	c = p.peek()
	p.pos++
	p.require(!wasCaret, ereBadRpt)
	if p.err != ereOK {
		return nil
	}
	rep := &reNode{op: reRepeat, subs: []*reNode{atom}}
	switch c {
	case '*':
		rep.min, rep.max = 0, -1
	case '+':
		rep.min, rep.max = 1, -1
	case '?':
		rep.min, rep.max = 0, 1
	case '{':
		rep.brace = true
		count := p.count()
		count2 := count
		if p.eat(',') {
			if p.more() && isDigit(p.peek()) {
				count2 = p.count()
				p.require(count <= count2, ereBadBr)
			} else {
				count2 = -1
			}
		}
		if p.err != ereOK {
			return nil
		}
		rep.min, rep.max = count, count2
		if !p.eat('}') {
			for p.more() && p.peek() != '}' {
				p.pos++
			}
			p.require(p.more(), ereEBrace)
			p.setErr(ereBadBr)
			return nil
		}
	}
	if isRepStart(p) {
		p.setErr(ereBadRpt)
		return nil
	}
	return rep
}

func (p *ereParser) count() int {
	count, ndigits := 0, 0
	for p.more() && isDigit(p.peek()) && count <= dupMax {
		count = count*10 + int(p.peek()-'0')
		p.pos++
		ndigits++
	}
	p.require(ndigits > 0 && count <= dupMax, ereBadBr)
	return count
}

// ordinary returns a node matching c, or both cases of c when ignoring case.
func (p *ereParser) ordinary(c byte) *reNode {
	if p.icase && isAlpha(c) {
		s := &byteSet{}
		s.add(c)
		s.add(otherCase(c))
		return &reNode{op: reSet, set: s}
	}
	return &reNode{op: reLit, c: c}
}

func otherCase(c byte) byte {
	switch {
	case c >= 'a' && c <= 'z':
		return c - 'a' + 'A'
	case c >= 'A' && c <= 'Z':
		return c - 'A' + 'a'
	}
	return c
}

func (p *ereParser) bracket() *reNode {
	// regcomp special-cases these two spellings as word boundaries.
	if strings.HasPrefix(p.s[p.pos:], "[:<:]]") {
		p.pos += 6
		p.prog.wordAsrt = true
		return &reNode{op: reBOW}
	}
	if strings.HasPrefix(p.s[p.pos:], "[:>:]]") {
		p.pos += 6
		p.prog.wordAsrt = true
		return &reNode{op: reEOW}
	}
	cs := &byteSet{}
	invert := p.eat('^')
	if p.eat(']') {
		cs.add(']')
	} else if p.eat('-') {
		cs.add('-')
	}
	for p.more() && p.peek() != ']' && !p.seeTwo('-', ']') {
		p.bTerm(cs)
	}
	if p.eat('-') {
		cs.add('-')
	}
	if !p.eat(']') {
		p.setErr(ereEBrack)
	}
	if p.err != ereOK {
		return nil
	}
	if p.icase {
		for c := 0; c < 256; c++ {
			if cs.has(byte(c)) && isAlpha(byte(c)) {
				cs.add(otherCase(byte(c)))
			}
		}
	}
	if invert {
		for i := range cs {
			cs[i] = ^cs[i]
		}
		cs.del('\n') // REG_NEWLINE
	}
	if cs.count() == 1 {
		for c := 0; c < 256; c++ {
			if cs.has(byte(c)) {
				return &reNode{op: reLit, c: byte(c)}
			}
		}
	}
	return &reNode{op: reSet, set: cs}
}

func (p *ereParser) bTerm(cs *byteSet) {
	var c byte
	if p.more() {
		switch p.peek() {
		case '[':
			if p.more2() {
				c = p.peek2()
			}
		case '-':
			p.setErr(ereERange)
			return
		}
	}
	switch c {
	case ':':
		p.pos += 2
		p.require(p.more(), ereEBrack)
		if p.err != ereOK {
			return
		}
		c = p.peek()
		p.require(c != '-' && c != ']', ereECType)
		if p.err != ereOK {
			return
		}
		p.cclass(cs)
		p.require(p.more(), ereEBrack)
		if p.err != ereOK {
			return
		}
		p.require(p.eatTwo(':', ']'), ereECType)
	case '=':
		p.pos += 2
		p.require(p.more(), ereEBrack)
		if p.err != ereOK {
			return
		}
		c = p.peek()
		p.require(c != '-' && c != ']', ereECollate)
		if p.err != ereOK {
			return
		}
		v := p.collElem('=')
		if p.err != ereOK {
			return
		}
		cs.add(v)
		p.require(p.more(), ereEBrack)
		if p.err != ereOK {
			return
		}
		p.require(p.eatTwo('=', ']'), ereECollate)
	default:
		start := p.symbol()
		if p.err != ereOK {
			return
		}
		finish := start
		if p.see('-') && p.more2() && p.peek2() != ']' {
			p.pos++
			if p.eat('-') {
				finish = '-'
			} else {
				finish = p.symbol()
				if p.err != ereOK {
					return
				}
			}
		}
		// regcomp compares plain (signed) chars here.
		p.require(int8(start) <= int8(finish), ereERange)
		if p.err != ereOK {
			return
		}
		for i := int(int8(start)); i <= int(int8(finish)); i++ {
			cs.add(byte(i))
		}
	}
}

func (p *ereParser) symbol() byte {
	p.require(p.more(), ereEBrack)
	if p.err != ereOK {
		return 0
	}
	if !p.eatTwo('[', '.') {
		c := p.s[p.pos]
		p.pos++
		return c
	}
	v := p.collElem('.')
	if p.err != ereOK {
		return 0
	}
	p.require(p.eatTwo('.', ']'), ereECollate)
	return v
}

func (p *ereParser) collElem(endc byte) byte {
	sp := p.pos
	for p.more() && !p.seeTwo(endc, ']') {
		p.pos++
	}
	if !p.more() {
		p.setErr(ereEBrack)
		return 0
	}
	name := p.s[sp:p.pos]
	for _, cn := range collNames {
		if cn.name == name {
			return cn.code
		}
	}
	if len(name) == 1 {
		return name[0]
	}
	p.setErr(ereECollate)
	return 0
}

func (p *ereParser) cclass(cs *byteSet) {
	sp := p.pos
	for p.more() && isAlpha(p.peek()) {
		p.pos++
	}
	name := p.s[sp:p.pos]
	chars, ok := charClasses[name]
	if !ok {
		p.setErr(ereECType)
		return
	}
	for i := 0; i < len(chars); i++ {
		cs.add(chars[i])
	}
}

func rangeStr(lo, hi byte) string {
	var b []byte
	for c := int(lo); c <= int(hi); c++ {
		b = append(b, byte(c))
	}
	return string(b)
}

var charClasses = map[string]string{
	"alnum":  rangeStr('0', '9') + rangeStr('A', 'Z') + rangeStr('a', 'z'),
	"alpha":  rangeStr('A', 'Z') + rangeStr('a', 'z'),
	"blank":  " \t",
	"cntrl":  rangeStr(1, 31) + "\x7f",
	"digit":  rangeStr('0', '9'),
	"graph":  rangeStr('!', '~'),
	"lower":  rangeStr('a', 'z'),
	"print":  rangeStr(' ', '~'),
	"punct":  "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~",
	"space":  "\t\n\v\f\r ",
	"upper":  rangeStr('A', 'Z'),
	"xdigit": rangeStr('0', '9') + "ABCDEFabcdef",
}

// collNames is regcomp's table of POSIX collating element names.
var collNames = []struct {
	name string
	code byte
}{
	{"NUL", 0}, {"SOH", 1}, {"STX", 2}, {"ETX", 3}, {"EOT", 4}, {"ENQ", 5},
	{"ACK", 6}, {"BEL", 7}, {"alert", 7}, {"BS", 8}, {"backspace", 8},
	{"HT", 9}, {"tab", 9}, {"LF", 10}, {"newline", 10}, {"VT", 11},
	{"vertical-tab", 11}, {"FF", 12}, {"form-feed", 12}, {"CR", 13},
	{"carriage-return", 13}, {"SO", 14}, {"SI", 15}, {"DLE", 16},
	{"DC1", 17}, {"DC2", 18}, {"DC3", 19}, {"DC4", 20}, {"NAK", 21},
	{"SYN", 22}, {"ETB", 23}, {"CAN", 24}, {"EM", 25}, {"SUB", 26},
	{"ESC", 27}, {"IS4", 28}, {"FS", 28}, {"IS3", 29}, {"GS", 29},
	{"IS2", 30}, {"RS", 30}, {"IS1", 31}, {"US", 31}, {"space", ' '},
	{"exclamation-mark", '!'}, {"quotation-mark", '"'},
	{"number-sign", '#'}, {"dollar-sign", '$'}, {"percent-sign", '%'},
	{"ampersand", '&'}, {"apostrophe", '\''}, {"left-parenthesis", '('},
	{"right-parenthesis", ')'}, {"asterisk", '*'}, {"plus-sign", '+'},
	{"comma", ','}, {"hyphen", '-'}, {"hyphen-minus", '-'}, {"period", '.'},
	{"full-stop", '.'}, {"slash", '/'}, {"solidus", '/'}, {"zero", '0'},
	{"one", '1'}, {"two", '2'}, {"three", '3'}, {"four", '4'}, {"five", '5'},
	{"six", '6'}, {"seven", '7'}, {"eight", '8'}, {"nine", '9'},
	{"colon", ':'}, {"semicolon", ';'}, {"less-than-sign", '<'},
	{"equals-sign", '='}, {"greater-than-sign", '>'},
	{"question-mark", '?'}, {"commercial-at", '@'},
	{"left-square-bracket", '['}, {"backslash", '\\'},
	{"reverse-solidus", '\\'}, {"right-square-bracket", ']'},
	{"circumflex", '^'}, {"circumflex-accent", '^'}, {"underscore", '_'},
	{"low-line", '_'}, {"grave-accent", '`'}, {"left-brace", '{'},
	{"left-curly-bracket", '{'}, {"vertical-line", '|'},
	{"right-brace", '}'}, {"right-curly-bracket", '}'}, {"tilde", '~'},
	{"DEL", 127},
}

// regexMetachars are the characters llvm::Regex::escape backslash-escapes.
const regexMetachars = "()^$|*+?.[]\\{}"

// escapeERE mirrors llvm::Regex::escape. Like the C implementation (which
// uses strchr), it also escapes NUL bytes.
func escapeERE(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 8)
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == 0 || strings.IndexByte(regexMetachars, c) >= 0 {
			b.WriteByte('\\')
		}
		b.WriteByte(c)
	}
	return b.String()
}
