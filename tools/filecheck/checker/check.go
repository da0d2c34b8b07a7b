package checker

import (
	"bytes"
	"io"
	"sort"
	"strconv"
)

// matchType classifies a match result for the input dump.
type matchType uint8

const (
	matchFoundAndExpected matchType = iota
	matchFoundButExcluded
	matchFoundButWrongLine
	matchFoundButDiscarded
	matchFoundErrorNote
	matchNoneAndExcluded
	matchNoneButExpected
	matchNoneForInvalidPattern
	matchFuzzy
)

// inputDiag is a diagnostic recorded for the input dump (FileCheckDiag).
type inputDiag struct {
	checkTy             checkType
	checkLoc            srcLoc
	matchTy             matchType
	startLine, startCol int
	endLine, endCol     int
	note                string
}

// matcher runs the checks of a check file against an input.
type matcher struct {
	w     io.Writer
	color bool
	opts  *Options
	cf    *checkFile
	in    *matchInput
	diags *[]inputDiag // nil when the input dump is disabled
}

func (c *matcher) print(d diagnostic) { d.print(c.w, c.color) }

func (c *matcher) inLoc(off int) srcLoc { return srcLoc{c.in.src, off} }

// checkInput runs all checks and reports whether they passed.
func (c *matcher) checkInput() bool {
	failed := false
	checks := c.cf.checks
	i, j, e := 0, 0, len(checks)
	bufStart, bufEnd := 0, len(c.in.data)
	for {
		var regStart, regEnd int
		if j == e {
			regStart, regEnd = bufStart, bufEnd
		} else {
			label := checks[j]
			if label.pat.typ.kind != checkLabel {
				j++
				continue
			}
			// Find the label first: it bounds the block the preceding
			// checks must match in.
			pos, n, ok := c.check(label, bufStart, bufEnd, true)
			if !ok {
				return false
			}
			regStart, regEnd = bufStart, pos+n
			bufStart = pos + n
			j++
		}
		// The block before the first label keeps -D variables.
		if i != 0 && c.opts.EnableVarScope {
			c.cf.ctx.clearLocals()
		}
		for ; i != j; i++ {
			pos, n, ok := c.check(checks[i], regStart, regEnd, false)
			if !ok {
				failed = true
				i = j
				break
			}
			regStart = pos + n
		}
		if j == e {
			break
		}
	}
	return !failed
}

// check matches cs in in.data[start:end]. It returns the position and
// length of the match (for CHECK-COUNT, of all its matches).
func (c *matcher) check(cs *checkString, start, end int, labelScan bool) (int, int, bool) {
	lastPos := start
	var notStrings []*pattern
	if !labelScan {
		p, ok := c.checkDag(cs, start, end, &notStrings)
		if !ok {
			return 0, 0, false
		}
		lastPos = p
	}
	lastMatchEnd := lastPos
	firstMatchPos := 0
	for i := 1; i <= cs.pat.typ.count; i++ {
		m, found, err := cs.pat.match(c.in, lastMatchEnd, end)
		if c.report(true, cs.prefix, cs.loc, cs.pat, i, lastMatchEnd, end, m, found, err) {
			return 0, 0, false
		}
		if i == 1 {
			firstMatchPos = m.pos
		}
		lastMatchEnd = m.pos + m.len
	}
	matchLen := lastMatchEnd - firstMatchPos
	if !labelScan {
		if c.checkNext(cs, lastPos, firstMatchPos) || c.checkSame(cs, lastPos, firstMatchPos) {
			c.processMatchResult(matchFoundButWrongLine, cs.loc, cs.pat.typ, firstMatchPos, matchLen, c.opts.Verbose)
			return 0, 0, false
		}
		if c.checkNot(cs, lastPos, firstMatchPos, notStrings) {
			return 0, 0, false
		}
	}
	return firstMatchPos, matchLen, true
}

// countNewlines counts line breaks in in.data[start:end] ("\r\n" and "\n\r"
// count once) and returns the position after the first.
func (c *matcher) countNewlines(start, end int) (n, first int) {
	d := c.in.data
	for i := start; ; {
		j := bytes.IndexAny(d[i:end], "\n\r")
		if j < 0 {
			return n, first
		}
		i += j
		n++
		if i+1 < end && (d[i+1] == '\n' || d[i+1] == '\r') && d[i] != d[i+1] {
			i++
		}
		i++
		if n == 1 {
			first = i
		}
	}
}

func (c *matcher) checkNext(cs *checkString, start, end int) bool {
	k := cs.pat.typ.kind
	if k != checkNext && k != checkEmpty {
		return false
	}
	name := cs.prefix + "-NEXT"
	if k == checkEmpty {
		name = cs.prefix + "-EMPTY"
	}
	n, first := c.countNewlines(start, end)
	if n == 0 {
		c.print(diagnostic{loc: cs.loc, kind: kindError, msg: name + ": is on the same line as previous match"})
		c.print(diagnostic{loc: c.inLoc(end), kind: kindNote, msg: "'next' match was here"})
		c.print(diagnostic{loc: c.inLoc(start), kind: kindNote, msg: "previous match ended here"})
		return true
	}
	if n != 1 {
		c.print(diagnostic{loc: cs.loc, kind: kindError, msg: name + ": is not on the line after the previous match"})
		c.print(diagnostic{loc: c.inLoc(end), kind: kindNote, msg: "'next' match was here"})
		c.print(diagnostic{loc: c.inLoc(start), kind: kindNote, msg: "previous match ended here"})
		c.print(diagnostic{loc: c.inLoc(first), kind: kindNote, msg: "non-matching line after previous match is here"})
		return true
	}
	return false
}

func (c *matcher) checkSame(cs *checkString, start, end int) bool {
	if cs.pat.typ.kind != checkSame {
		return false
	}
	if n, _ := c.countNewlines(start, end); n != 0 {
		c.print(diagnostic{loc: cs.loc, kind: kindError, msg: cs.prefix + "-SAME: is not on the same line as the previous match"})
		c.print(diagnostic{loc: c.inLoc(end), kind: kindNote, msg: "'next' match was here"})
		c.print(diagnostic{loc: c.inLoc(start), kind: kindNote, msg: "previous match ended here"})
		return true
	}
	return false
}

// checkNot reports whether any of the patterns matches in [start, end).
func (c *matcher) checkNot(cs *checkString, start, end int, nots []*pattern) bool {
	failed := false
	for _, p := range nots {
		m, found, err := p.match(c.in, start, end)
		if c.report(false, cs.prefix, p.loc, p, 1, start, end, m, found, err) {
			failed = true
		}
	}
	return failed
}

type span struct{ pos, end int }

// checkDag matches the CHECK-DAG groups preceding cs and checks the CHECK-NOTs
// between them. It returns where the positive match of cs may start, and
// leaves in nots the CHECK-NOTs that follow the last group.
func (c *matcher) checkDag(cs *checkString, start, end int, nots *[]*pattern) (int, bool) {
	if len(cs.dagNot) == 0 {
		return start, true
	}
	vv := c.opts.VeryVerbose
	startPos := start
	var ranges []span // sorted, non-overlapping matches of the current group
	for idx, p := range cs.dagNot {
		if p.typ.kind == checkNot {
			*nots = append(*nots, p)
			continue
		}
		matchLen, matchPos := 0, startPos
		for mi := 0; ; mi++ {
			m, found, err := p.match(c.in, matchPos, end)
			if err != nil || !found || vv {
				if c.report(true, cs.prefix, p.loc, p, 1, matchPos, end, m, found, err) {
					return 0, false
				}
			}
			matchLen, matchPos = m.len, m.pos
			nm := span{matchPos, matchPos + matchLen}
			if c.opts.AllowDeprecatedDAGOverlap {
				// One range spanning the whole group is enough.
				if len(ranges) == 0 {
					ranges = append(ranges, nm)
				} else {
					ranges[0].pos = min(ranges[0].pos, nm.pos)
					ranges[0].end = max(ranges[0].end, nm.end)
				}
				break
			}
			overlap := false
			for ; mi < len(ranges); mi++ {
				if nm.pos < ranges[mi].end {
					overlap = ranges[mi].pos < nm.end
					break
				}
			}
			if !overlap {
				ranges = append(ranges, span{})
				copy(ranges[mi+1:], ranges[mi:])
				ranges[mi] = nm
				break
			}
			if vv {
				if c.diags == nil {
					old := ranges[mi]
					c.print(diagnostic{loc: c.inLoc(old.pos), kind: kindNote,
						msg:    "match discarded, overlaps earlier DAG match here",
						ranges: []srcRange{{c.inLoc(old.pos), c.inLoc(old.end)}}})
				} else {
					d := *c.diags
					loc := d[len(d)-1].checkLoc
					for k := len(d) - 1; k >= 0 && d[k].checkLoc == loc; k-- {
						d[k].matchTy = matchFoundButDiscarded
					}
				}
			}
			matchPos = ranges[mi].end
		}
		if !vv {
			c.printMatch(true, cs.prefix, p.loc, p, 1, matchRange{matchPos, matchLen}, nil)
		}
		if idx+1 == len(cs.dagNot) || cs.dagNot[idx+1].typ.kind == checkNot {
			if len(*nots) > 0 {
				if c.checkNot(cs, startPos, ranges[0].pos, *nots) {
					return 0, false
				}
				*nots = (*nots)[:0]
			}
			startPos = ranges[len(ranges)-1].end
			ranges = ranges[:0]
		}
	}
	return startPos, true
}

// report prints (or records for the dump) the result of matching pat in
// [start, end), and reports whether it is an error.
func (c *matcher) report(expected bool, prefix string, loc srcLoc, pat *pattern, count, start, end int, m matchRange, found bool, err error) bool {
	if !found {
		return c.printNoMatch(expected, prefix, loc, pat, count, start, end, err)
	}
	return c.printMatch(expected, prefix, loc, pat, count, m, err)
}

func (c *matcher) processMatchResult(mt matchType, loc srcLoc, typ checkType, pos, n int, adjustPrev bool) srcRange {
	r := srcRange{c.inLoc(pos), c.inLoc(pos + n)}
	if c.diags != nil {
		if adjustPrev {
			d := *c.diags
			cl := d[len(d)-1].checkLoc
			for k := len(d) - 1; k >= 0 && d[k].checkLoc == cl; k-- {
				d[k].matchTy = mt
			}
		} else {
			c.addDiag(typ, loc, mt, r, "")
		}
	}
	return r
}

func (c *matcher) addDiag(typ checkType, loc srcLoc, mt matchType, r srcRange, note string) {
	sl, sc := c.in.src.LineCol(r.start.off)
	el, ec := c.in.src.LineCol(r.end.off)
	*c.diags = append(*c.diags, inputDiag{checkTy: typ, checkLoc: loc, matchTy: mt,
		startLine: sl, startCol: sc, endLine: el, endCol: ec, note: note})
}

func countSuffix(pat *pattern, count int) string {
	if pat.typ.count > 1 {
		return " (" + strconv.Itoa(count) + " out of " + strconv.Itoa(pat.typ.count) + ")"
	}
	return ""
}

func (c *matcher) printMatch(expected bool, prefix string, loc srcLoc, pat *pattern, count int, m matchRange, err error) bool {
	hasError := !expected || err != nil
	printDiag := true
	if !hasError {
		if !c.opts.Verbose {
			return false
		}
		if !c.opts.VeryVerbose && pat.typ.kind == checkEOF {
			return false
		}
		printDiag = c.diags == nil
	}
	mt := matchFoundAndExpected
	if !expected {
		mt = matchFoundButExcluded
	}
	r := c.processMatchResult(mt, loc, pat.typ, m.pos, m.len, false)
	if c.diags != nil {
		c.printSubstitutions(pat, r.start.off, mt, true)
		c.printVariableDefs(pat, mt, true)
	}
	if !printDiag {
		return hasError
	}
	what := "expected"
	kind := kindRemark
	if !expected {
		what, kind = "excluded", kindError
	}
	c.print(diagnostic{loc: loc, kind: kind, msg: pat.typ.description(prefix) + ": " + what + " string found in input" + countSuffix(pat, count)})
	c.print(diagnostic{loc: r.start, kind: kindNote, msg: "found here", ranges: []srcRange{r}})
	c.printSubstitutions(pat, r.start.off, mt, false)
	c.printVariableDefs(pat, mt, false)
	eachError(err, func(e error) {
		d, ok := e.(*diagError)
		if !ok {
			return
		}
		c.print(d.diag)
		if c.diags != nil {
			c.addDiag(pat.typ, loc, matchFoundErrorNote, d.rng, d.diag.msg)
		}
	})
	return hasError
}

func (c *matcher) printNoMatch(expected bool, prefix string, loc srcLoc, pat *pattern, count, start, end int, err error) bool {
	hasError := expected
	hasPatternError := false
	mt := matchNoneAndExcluded
	if expected {
		mt = matchNoneButExpected
	}
	var msgs []string
	eachError(err, func(e error) {
		hasError, hasPatternError = true, true
		mt = matchNoneForInvalidPattern
		if d, ok := e.(*diagError); ok {
			c.print(d.diag)
		} else {
			io.WriteString(c.w, e.Error())
		}
		msgs = append(msgs, e.Error())
	})
	printDiag := true
	if !hasError {
		if !c.opts.VeryVerbose {
			return false
		}
		printDiag = c.diags == nil
	}
	r := c.processMatchResult(mt, loc, pat.typ, start, end-start, false)
	if c.diags != nil {
		for _, msg := range msgs {
			c.addDiag(pat.typ, loc, mt, srcRange{r.start, r.start}, msg)
		}
		c.printSubstitutions(pat, r.start.off, mt, true)
	}
	if !printDiag {
		return hasError
	}
	if !hasPatternError {
		what, kind := "expected", kindError
		if !expected {
			what, kind = "excluded", kindRemark
		}
		c.print(diagnostic{loc: loc, kind: kind, msg: pat.typ.description(prefix) + ": " + what + " string not found in input" + countSuffix(pat, count)})
		c.print(diagnostic{loc: r.start, kind: kindNote, msg: "scanning from here"})
	}
	c.printSubstitutions(pat, r.start.off, mt, false)
	if expected {
		c.printFuzzyMatch(pat, start, end)
	}
	return hasError
}

func (c *matcher) printSubstitutions(pat *pattern, at int, mt matchType, toDiags bool) {
	for _, s := range pat.substs {
		v, err := s.result(pat.ctx)
		if err != nil {
			continue
		}
		msg := `with "` + writeEscaped(s.from.s) + `" equal to "` + writeEscaped(v) + `"`
		if toDiags {
			c.addDiag(pat.typ, pat.loc, mt, srcRange{c.inLoc(at), c.inLoc(at)}, msg)
		} else {
			c.print(diagnostic{loc: c.inLoc(at), kind: kindNote, msg: msg})
		}
	}
}

func (c *matcher) printVariableDefs(pat *pattern, mt matchType, toDiags bool) {
	if len(pat.varDefs) == 0 && len(pat.numDefs) == 0 {
		return
	}
	type capture struct {
		name       string
		start, end int
	}
	var caps []capture
	for _, d := range pat.varDefs {
		v := pat.ctx.strVars[d.name]
		caps = append(caps, capture{d.name, v.start, v.end})
	}
	for _, d := range pat.numDefs {
		if !d.v.hasStr {
			continue
		}
		caps = append(caps, capture{d.name, d.v.strStart, d.v.strEnd})
	}
	sort.SliceStable(caps, func(i, j int) bool { return caps[i].start < caps[j].start })
	for _, vc := range caps {
		msg := `captured var "` + vc.name + `"`
		r := srcRange{c.inLoc(vc.start), c.inLoc(vc.end)}
		if toDiags {
			c.addDiag(pat.typ, pat.loc, mt, r, msg)
		} else {
			c.print(diagnostic{loc: r.start, kind: kindNote, msg: msg, ranges: []srcRange{r}})
		}
	}
}

// printFuzzyMatch points at the place in the first 4 KiB of the search
// range that looks most like the pattern: the best edit distance between
// the pattern text and the text at each position, with a small penalty per
// line skipped (the heuristic of LLVM FileCheck).
func (c *matcher) printFuzzyMatch(pat *pattern, start, end int) {
	example := pat.fixed
	if example == "" {
		example = pat.regex
	}
	// An empty example (a pattern that is a lone substitution) gives
	// distance 0 everywhere. (LLVM reads uninitialized memory here, which
	// is usually zero too.)
	buf := c.in.data[start:end]
	lines := 0
	best := -1
	bestQuality := 0.0
	n := min(4096, len(buf))
	ed := newEditDistance(example)
	for i := 0; i < n; i++ {
		if buf[i] == '\n' {
			lines++
		}
		if buf[i] == ' ' || buf[i] == '\t' {
			continue
		}
		prefix := buf[i:min(len(buf), i+len(example))]
		if j := bytes.IndexByte(prefix, '\n'); j >= 0 {
			prefix = prefix[:j]
		}
		quality := float64(ed.distance(prefix)) + float64(lines)/100.
		if quality < bestQuality || best < 0 {
			best, bestQuality = i, quality
		}
	}
	if best > 0 && bestQuality < 50 {
		r := c.processMatchResult(matchFuzzy, pat.loc, pat.typ, start+best, 0, false)
		c.print(diagnostic{loc: r.start, kind: kindNote, msg: "possible intended match here"})
	}
}

// editDistance computes Levenshtein distances to a fixed string, reusing
// its row buffer.
type editDistance struct {
	to  string
	row []int
}

func newEditDistance(to string) *editDistance {
	return &editDistance{to: to, row: make([]int, len(to)+1)}
}

func (e *editDistance) distance(from []byte) int {
	n := len(e.to)
	row := e.row
	for i := 1; i <= n; i++ {
		row[i] = i
	}
	row[0] = 0
	for y := 1; y <= len(from); y++ {
		row[0] = y
		prev := y - 1
		cur := from[y-1]
		for x := 1; x <= n; x++ {
			old := row[x]
			sub := prev
			if cur != e.to[x-1] {
				sub++
			}
			row[x] = min(sub, min(row[x-1], row[x])+1)
			prev = old
		}
	}
	return row[n]
}

// writeEscaped escapes s like raw_ostream::write_escaped.
func writeEscaped(s string) string {
	var b bytes.Buffer
	for i := 0; i < len(s); i++ {
		ch := s[i]
		switch ch {
		case '\\':
			b.WriteString(`\\`)
		case '\t':
			b.WriteString(`\t`)
		case '\n':
			b.WriteString(`\n`)
		case '"':
			b.WriteString(`\"`)
		default:
			if ch >= 0x20 && ch < 0x7f {
				b.WriteByte(ch)
			} else {
				b.WriteByte('\\')
				b.WriteByte('0' + (ch>>6)&7)
				b.WriteByte('0' + (ch>>3)&7)
				b.WriteByte('0' + ch&7)
			}
		}
	}
	return b.String()
}
