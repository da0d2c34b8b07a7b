package checker

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"sort"
	"strconv"
	"strings"
)

type checkKind uint8

const (
	checkNone checkKind = iota
	checkPlain
	checkNext
	checkSame
	checkNot
	checkDAG
	checkLabel
	checkEmpty
	checkComment
	checkEOF // implicit pattern matching the end of the input
	checkBadNot
	checkBadCount
)

// checkType is a directive kind with its modifiers.
type checkType struct {
	kind    checkKind
	count   int // for CHECK-COUNT-n; 1 otherwise
	literal bool
}

func (t checkType) modifiers() string {
	if t.literal {
		return "{LITERAL}"
	}
	return ""
}

// description is how diagnostics name the directive, e.g. "CHECK-NEXT".
func (t checkType) description(prefix string) string {
	switch t.kind {
	case checkPlain:
		if t.count > 1 {
			return prefix + "-COUNT" + t.modifiers()
		}
		return prefix + t.modifiers()
	case checkNext:
		return prefix + "-NEXT" + t.modifiers()
	case checkSame:
		return prefix + "-SAME" + t.modifiers()
	case checkNot:
		return prefix + "-NOT" + t.modifiers()
	case checkDAG:
		return prefix + "-DAG" + t.modifiers()
	case checkLabel:
		return prefix + "-LABEL" + t.modifiers()
	case checkEmpty:
		return prefix + "-EMPTY" + t.modifiers()
	case checkComment:
		return prefix
	case checkEOF:
		return "implicit EOF"
	case checkBadNot:
		return "bad NOT"
	case checkBadCount:
		return "bad COUNT"
	}
	return "invalid"
}

// abbrev is the label used in the input dump, e.g. "next".
func (t checkType) abbrev() string {
	switch t.kind {
	case checkPlain:
		if t.count > 1 {
			return "count"
		}
		return "check"
	case checkNext:
		return "next"
	case checkSame:
		return "same"
	case checkNot:
		return "not"
	case checkDAG:
		return "dag"
	case checkLabel:
		return "label"
	case checkEmpty:
		return "empty"
	case checkComment:
		return "com"
	case checkEOF:
		return "eof"
	case checkBadNot:
		return "bad-not"
	case checkBadCount:
		return "bad-count"
	}
	panic("checker: invalid check type in input dump")
}

// strValue is the value of a string variable.
type strValue struct {
	s         string
	fromInput bool // captured from the input at [start, end)
	start     int
	end       int
}

// varContext holds the variables shared by all patterns of a check file.
type varContext struct {
	strVars    map[string]strValue // defined string variables and values
	definedStr map[string]bool     // string variables defined so far in parsing
	numVars    map[string]*numVar  // numeric variables by name
	lineVar    *numVar             // @LINE
}

func newVarContext() *varContext {
	c := &varContext{
		strVars:    map[string]strValue{},
		definedStr: map[string]bool{},
		numVars:    map[string]*numVar{},
	}
	c.lineVar = &numVar{name: "@LINE", format: exprFormat{kind: fmtUnsigned}}
	c.numVars["@LINE"] = c.lineVar
	return c
}

// clearLocals forgets all variables whose names do not start with '$', as
// --enable-var-scope requires at each CHECK-LABEL block.
func (c *varContext) clearLocals() {
	for name := range c.strVars {
		if name[0] != '$' {
			delete(c.strVars, name)
		}
	}
	for name, v := range c.numVars {
		if name[0] != '$' {
			v.clear()
			delete(c.numVars, name)
		}
	}
}

// substitution is a [[VAR]] or [[#expr]] whose value is spliced into the
// pattern's regular expression when matching.
type substitution struct {
	from   sref // the text of the block, for diagnostics
	idx    int  // insertion offset in the pattern's regex
	strVar string
	expr   *expression // nil for a string substitution
}

// result returns the text to splice in: an escaped string value, or a
// formatted numeric value.
func (s *substitution) result(ctx *varContext) (string, error) {
	if s.expr == nil {
		v, ok := ctx.strVars[s.strVar]
		if !ok {
			return "", &undefVarError{name: s.from}
		}
		return escapeERE(v.s), nil
	}
	val, err := s.expr.ast.eval()
	if err != nil {
		return "", err
	}
	return s.expr.format.matchingString(val)
}

type varDef struct {
	name  string
	group int
}

type numDef struct {
	name  string
	v     *numVar
	group int
}

// pattern is the parsed pattern of one directive.
type pattern struct {
	ctx     *varContext
	typ     checkType
	loc     srcLoc
	line    int
	hasLine bool
	icase   bool

	fixed   string // non-empty: match this string literally
	fixedB  []byte // fixed, or its lower-case form with --ignore-case
	regex   string // otherwise: the ERE (before substitutions)
	substs  []*substitution
	varDefs []varDef // sorted by name
	numDefs []numDef // sorted by name

	re      *compiledRegex // compiled regex when there are no substitutions
	lastSrc string         // cache of the last substituted regex
	lastRe  *compiledRegex
}

// parseRequest is the subset of options that affects pattern parsing.
type parseRequest struct {
	strictWhitespace bool
	matchFullLines   bool
	ignoreCase       bool
}

// directDiag is an error that FileCheck prints directly with
// SourceMgr::PrintMessage (so without the blank line logAllUnhandledErrors
// adds after ErrorDiagnostics).
type directDiag struct {
	diag diagnostic
	exit int // exit code to use when non-zero (FileCheck exit(1)s for one error)
}

func (e *directDiag) Error() string { return e.diag.msg }

func directErr(r sref, msg string) *directDiag {
	return &directDiag{diag: diagnostic{loc: r.loc(), kind: kindError, msg: msg}}
}

// parse parses the pattern text str of a directive with prefix. On error
// the pattern is left with the regex built so far, which is what FileCheck
// goes on to use for a bad --implicit-check-not pattern.
func (p *pattern) parse(str sref, prefix string, req parseRequest) error {
	b := &regexBuilder{
		p:       p,
		paren:   1, // group 0 is the whole match
		strDefs: map[string]int{},
		numDefs: map[string]numDef{},
		np:      &numParser{ctx: p.ctx, line: p.line, hasLine: p.hasLine},
	}
	err := p.parseInto(b, str, prefix, req)
	if err != nil && p.fixed == "" && p.regex == "" {
		p.regex = b.re.String()
		p.compile()
	}
	return err
}

// regexBuilder accumulates a pattern's regex, FileCheck's RegExStr.
type regexBuilder struct {
	p       *pattern
	re      strings.Builder
	paren   int               // number of the next capturing group
	strDefs map[string]int    // string variables defined here -> group
	numDefs map[string]numDef // numeric variables defined here
	np      *numParser
}

func (p *pattern) parseInto(b *regexBuilder, str sref, prefix string, req parseRequest) error {
	fullLines := req.matchFullLines && p.typ.kind != checkNot
	p.icase = req.ignoreCase
	p.loc = str.loc()
	if !(req.strictWhitespace && req.matchFullLines) {
		str = str.take(len(strings.TrimRight(str.s, spaceChars)))
	}
	if str.s == "" && p.typ.kind != checkEmpty {
		return directErr(str, "found empty check string with prefix '"+prefix+":'")
	}
	if str.s != "" && p.typ.kind == checkEmpty {
		return directErr(str, "found non-empty check string for empty check with prefix '"+prefix+":'")
	}
	if p.typ.kind == checkEmpty {
		p.regex = "(\n$)"
		return p.compile()
	}
	if p.typ.literal || !fullLines && (len(str.s) < 2 || (!strings.Contains(str.s, "{{") && !strings.Contains(str.s, "[["))) {
		p.setFixed(str.s)
		return nil
	}

	if fullLines {
		b.re.WriteByte('^')
		if !req.strictWhitespace {
			b.re.WriteString(" *")
		}
	}
	for str.s != "" {
		var err error
		switch {
		case strings.HasPrefix(str.s, "{{"):
			str, err = b.regexBlock(str)
		case strings.HasPrefix(str.s, "[[") && !strings.HasPrefix(str.s, "[[["):
			// Extra '['s before "[[" are literal.
			str, err = b.substBlock(str)
		default:
			// A fixed piece extends to the next block.
			end := len(str.s)
			if i := strings.Index(str.s[1:], "{{"); i >= 0 {
				end = i + 1
			}
			if i := strings.Index(str.s[1:], "[["); i >= 0 && i+1 < end {
				end = i + 1
			}
			b.re.WriteString(escapeERE(str.s[:end]))
			str = str.drop(end)
		}
		if err != nil {
			return err
		}
	}
	if fullLines {
		if !req.strictWhitespace {
			b.re.WriteString(" *")
		}
		b.re.WriteByte('$')
	}

	p.regex = b.re.String()
	for name, g := range b.strDefs {
		p.varDefs = append(p.varDefs, varDef{name: name, group: g})
	}
	sort.Slice(p.varDefs, func(i, j int) bool { return p.varDefs[i].name < p.varDefs[j].name })
	for _, d := range b.numDefs {
		p.numDefs = append(p.numDefs, d)
	}
	sort.Slice(p.numDefs, func(i, j int) bool { return p.numDefs[i].name < p.numDefs[j].name })
	return p.compile()
}

// regexBlock adds the {{...}} block at the start of str and returns the
// rest. The block is parenthesized so that an alternation in it stays
// inside (abc{{x|z}}def must not become abcx|zdef).
func (b *regexBuilder) regexBlock(str sref) (sref, error) {
	end := strings.Index(str.s, "}}")
	if end < 0 {
		return str, directErr(str, "found start of regex string with no end '}}'")
	}
	b.re.WriteByte('(')
	b.paren++
	rs := str.drop(2).take(end - 2)
	if err := b.addRegex(rs); err != nil {
		return str, err
	}
	b.re.WriteByte(')')
	return str.drop(end + 2), nil
}

// addRegex validates a user regex and appends it.
func (b *regexBuilder) addRegex(rs sref) error {
	prog, err := parseUserERE(rs.s)
	if err != ereOK {
		return directErr(rs, "invalid regex: "+err.Error())
	}
	b.paren += prog.ngroups
	b.re.WriteString(rs.s)
	return nil
}

// substBlock adds the [[...]] block at the start of str: a string variable
// definition [[NAME:regex]] or use [[NAME]], a legacy [[@LINE+n]], or a
// numeric block [[#...]]. It returns the rest of str.
func (b *regexBuilder) substBlock(str sref) (sref, error) {
	p := b.p
	unparsed := str.drop(2)
	end, err := findRegexVarEnd(unparsed)
	if err != nil {
		return str, err
	}
	block := unparsed
	if end >= 0 {
		block = unparsed.take(end)
	}
	isNum := strings.HasPrefix(block.s, "#")
	if isNum {
		block = block.drop(1)
	}
	if end < 0 {
		return str, directErr(str, "Invalid substitution block, no ]] found")
	}
	rest := unparsed.drop(end + 2)

	isDef, substNeeded, legacyLine := false, false, false
	var defName string
	var substStr, userRegex sref
	hasUserRegex := false
	wildcard := ""
	insertIdx := b.re.Len()

	if !isNum {
		varEnd := strings.IndexByte(block.s, ':')
		head := block.s
		if varEnd >= 0 {
			head = head[:varEnd]
		}
		if sp := strings.IndexAny(head, spaceChars); sp >= 0 {
			return str, directErr(block.drop(sp), "unexpected whitespace")
		}
		orig := block
		name, pseudo, err := parseVariable(&block)
		if err != nil {
			return str, err
		}
		isDef = varEnd >= 0
		substNeeded = !isDef
		switch {
		case isDef:
			if pseudo || !strings.HasPrefix(block.s, ":") {
				return str, directErr(name, "invalid name in string variable definition")
			}
			if _, ok := p.ctx.numVars[name.s]; ok {
				return str, directErr(name, "numeric variable with name '"+name.s+"' already exists")
			}
			defName = name.s
			userRegex, hasUserRegex = block.drop(1), true
		case pseudo:
			// [[@LINE+n]]: the legacy form of [[#@LINE+n]].
			block = orig
			legacyLine, isNum = true, true
		default:
			if block.s != "" {
				return str, directErr(name, "invalid name in string variable use")
			}
			substStr = name
		}
	}

	var expr *expression
	var defNum *numVar
	if isNum {
		e, v, err := b.np.parseNumericSubstitutionBlock(block, legacyLine)
		if err != nil {
			return str, err
		}
		expr = e
		substNeeded = e.ast != nil
		if v != nil {
			isDef, defNum, defName = true, v, v.name
		}
		if substNeeded {
			substStr = block
		} else {
			wildcard = e.format.wildcardRegex()
		}
	}

	if isDef {
		b.re.WriteByte('(')
		insertIdx++
		if isNum {
			b.numDefs[defName] = numDef{name: defName, v: defNum, group: b.paren}
			p.ctx.numVars[defName] = defNum
		} else {
			b.strDefs[defName] = b.paren
			p.ctx.definedStr[defName] = true
		}
		b.paren++
	}
	if hasUserRegex && userRegex.s != "" {
		if err := b.addRegex(userRegex); err != nil {
			return str, err
		}
	} else if wildcard != "" {
		b.paren += countGroups(wildcard)
		b.re.WriteString(wildcard)
	}
	if isDef {
		b.re.WriteByte(')')
	}

	if !substNeeded {
		return rest, nil
	}
	if g, ok := b.strDefs[substStr.s]; ok && !isNum {
		// A variable defined earlier in this pattern: a back-reference.
		if g < 1 || g > 9 {
			return str, directErr(substStr, "Can't back-reference more than 9 variables")
		}
		b.re.WriteString("\\" + strconv.Itoa(g))
		return rest, nil
	}
	s := &substitution{from: substStr, idx: insertIdx}
	if isNum {
		s.expr = expr
	} else {
		s.strVar = substStr.s
	}
	p.substs = append(p.substs, s)
	return rest, nil
}

func (p *pattern) setFixed(s string) {
	p.fixed = s
	if p.icase {
		p.fixedB = lowerString(s)
	} else {
		p.fixedB = []byte(s)
	}
}

// compile prepares the regex for matching when it needs no substitution.
func (p *pattern) compile() error {
	if len(p.substs) > 0 || p.fixed != "" {
		return nil
	}
	// Each {{...}} and variable regex was validated on its own, but the
	// whole can still be invalid (a back-reference \1 in {{(a)\1}} names
	// the unclosed parenthesis FileCheck wraps the block in). llvm::Regex
	// then simply never matches, and neither does a nil p.re.
	var err ereErr
	p.re, err = compileERE(p.regex, p.icase)
	if msg, bad := uncompilable(err); bad {
		return &directDiag{diag: diagnostic{loc: p.loc, kind: kindError, msg: msg}}
	}
	return nil
}

// uncompilable turns a failure to compile the whole pattern into the
// message of FileCheck's error for an invalid regex, for failures
// that are the matcher's own limits (too big a program): reporting the
// pattern as merely not found, as before, hid them where the input
// matched. Other failures are llvm::Regex's never-matching patterns.
func uncompilable(err ereErr) (msg string, bad bool) {
	switch err {
	case ereESpace:
		return fmt.Sprintf("invalid regex: too large for the matcher (more than %d instructions once counted repetitions are expanded)", maxBTInsts), true
	case ereENest:
		return "invalid regex: " + err.Error(), true
	}
	return "", false
}

// hasVariable reports whether the pattern uses or defines string variables
// or uses any substitution (CHECK-LABEL may not).
func (p *pattern) hasVariable() bool {
	return len(p.substs) > 0 || len(p.varDefs) > 0
}

// findRegexVarEnd returns the offset of the "]]" closing a substitution
// block, skipping over brackets in the regex, or -1.
func findRegexVarEnd(str sref) (int, error) {
	s := str.s
	depth := 0
	for i := 0; i < len(s); {
		if strings.HasPrefix(s[i:], "]]") && depth == 0 {
			return i, nil
		}
		if s[i] == '\\' {
			i += 2
			continue
		}
		switch s[i] {
		case '[':
			depth++
		case ']':
			if depth == 0 {
				e := directErr(str.drop(i), "missing closing \"]\" for regex variable")
				e.exit = 1
				return -1, e
			}
			depth--
		}
		i++
	}
	return -1, nil
}

// matchInput is the text being checked, with a lower-cased copy for
// case-insensitive literal search.
type matchInput struct {
	src   *Source
	data  []byte
	lower []byte // == data unless --ignore-case

	// nextHigh[b] is the first block >= b of highBlock bytes that holds a
	// byte >= 0x80; computed on first use.
	nextHigh []int32
}

const highBlock = 4096

// hasHighByte reports whether data[from:to] contains a byte >= 0x80.
func (in *matchInput) hasHighByte(from, to int) bool {
	if to-from <= 2*highBlock {
		return !isASCII(in.data[from:to])
	}
	nblocks := (len(in.data) + highBlock - 1) / highBlock
	if in.nextHigh == nil {
		in.nextHigh = make([]int32, nblocks+1)
		in.nextHigh[nblocks] = int32(nblocks)
		for b := nblocks - 1; b >= 0; b-- {
			in.nextHigh[b] = in.nextHigh[b+1]
			if !isASCII(in.data[b*highBlock : min(len(in.data), (b+1)*highBlock)]) {
				in.nextHigh[b] = int32(b)
			}
		}
	}
	for b := from / highBlock; b < nblocks; {
		nb := int(in.nextHigh[b])
		lo, hi := max(from, nb*highBlock), min(to, (nb+1)*highBlock)
		if lo >= to {
			return false
		}
		if !isASCII(in.data[lo:hi]) {
			return true
		}
		b = nb + 1
	}
	return false
}

// isASCII reports whether b has no byte >= 0x80, eight bytes at a time.
func isASCII(b []byte) bool {
	var acc uint64
	i := 0
	for ; i+8 <= len(b); i += 8 {
		acc |= binary.LittleEndian.Uint64(b[i:])
	}
	for ; i < len(b); i++ {
		acc |= uint64(b[i])
	}
	return acc&0x8080808080808080 == 0
}

// match is a successful match: the byte range [pos, pos+len).
type matchRange struct {
	pos, len int
}

// match searches in.data[start:end] for the pattern. found reports whether
// a match was found; err holds substitution errors (then found is false) or
// errors while capturing numeric values (then found is true).
func (p *pattern) match(in *matchInput, start, end int) (m matchRange, found bool, err error) {
	if p.typ.kind == checkEOF {
		return matchRange{end, 0}, true, nil
	}
	if p.fixed != "" {
		hay := in.data
		if p.icase {
			hay = in.lower
		}
		i := bytes.Index(hay[start:end], p.fixedB)
		if i < 0 {
			return matchRange{}, false, nil
		}
		return matchRange{start + i, len(p.fixed)}, true, nil
	}

	re := p.re
	if len(p.substs) == 0 && re == nil {
		return matchRange{}, false, nil
	}
	if len(p.substs) > 0 {
		if p.hasLine {
			p.ctx.lineVar.setValue(exprValue{mag: uint64(p.line)})
		}
		var b strings.Builder
		last := 0
		var errs error
		for _, s := range p.substs {
			v, e := s.result(p.ctx)
			if e != nil {
				var out []error
				eachError(e, func(e error) {
					switch e := e.(type) {
					case *undefVarError:
						out = append(out, newDiagError(e.name, e.Error()))
					default:
						out = append(out, newDiagError(s.from, "unable to substitute variable or numeric expression: overflow error"))
					}
				})
				errs = joinErrors(errs, joinErrors(out...))
				continue
			}
			b.WriteString(p.regex[last:s.idx])
			b.WriteString(v)
			last = s.idx
		}
		if errs != nil {
			return matchRange{}, false, errs
		}
		b.WriteString(p.regex[last:])
		src := b.String()
		if p.lastRe != nil && p.lastSrc == src {
			re = p.lastRe
		} else {
			var e ereErr
			re, e = compileERE(src, p.icase)
			if e != ereOK {
				// Substituted values are escaped, so they cannot nest,
				// but they can make the program too large.
				if msg, bad := uncompilable(e); bad {
					return matchRange{}, false, &diagError{diag: diagnostic{loc: p.loc, kind: kindError, msg: msg}, noRng: true}
				}
				return matchRange{}, false, nil
			}
			p.lastSrc, p.lastRe = src, re
		}
	}

	caps := make([]int, 2*(re.ngroups+1))
	if !re.find(in, start, end, caps) {
		return matchRange{}, false, nil
	}
	group := func(g int) (int, int) {
		if 2*g+1 >= len(caps) || caps[2*g] < 0 {
			return caps[0], caps[0]
		}
		return caps[2*g], caps[2*g+1]
	}
	for _, d := range p.varDefs {
		s, e := group(d.group)
		p.ctx.strVars[d.name] = strValue{s: string(in.data[s:e]), fromInput: true, start: s, end: e}
	}
	skip := 0
	if p.typ.kind == checkEmpty {
		skip = 1
	}
	m = matchRange{caps[0] + skip, caps[1] - caps[0] - skip}
	for _, d := range p.numDefs {
		s, e := group(d.group)
		str := sref{src: in.src, off: s, s: string(in.data[s:e])}
		v, err := d.v.format.valueFromString(str)
		if err != nil {
			return m, true, err
		}
		d.v.setValue(v)
		d.v.hasStr, d.v.strStart, d.v.strEnd = true, s, e
	}
	return m, true, nil
}

func lowerString(s string) []byte {
	b := []byte(s)
	for i, c := range b {
		b[i] = lowerByte(c)
	}
	return b
}
