package checker

import (
	"bytes"
	"io"
	"sort"
	"strconv"
	"strings"
)

// checkString is a positive directive (or the implicit end-of-input
// check) together with the CHECK-DAG and CHECK-NOT patterns that precede it.
type checkString struct {
	pat    *pattern
	prefix string
	loc    srcLoc
	dagNot []*pattern
}

// checkFile is a parsed check file.
type checkFile struct {
	src      *Source
	ctx      *varContext
	checks   []*checkString
	implicit []*Source // buffers of --implicit-check-not patterns, in order
}

func isPartOfWord(c byte) bool { return isAlnum(c) || c == '-' || c == '_' }

// prefixScanner finds the leftmost occurrence of any prefix, preferring the
// longest at a position, like matching the alternation of all prefixes
// with a POSIX regex. It caches each prefix's next occurrence so a scan of
// the whole file is linear.
type prefixScanner struct {
	buf      string
	prefixes []string
	next     []int // next occurrence at or after the last query, -1 none
}

func newPrefixScanner(buf string, prefixes []string) *prefixScanner {
	ps := &prefixScanner{buf: buf, prefixes: prefixes, next: make([]int, len(prefixes))}
	for i := range ps.next {
		ps.next[i] = -2 // not yet searched
	}
	return ps
}

func (ps *prefixScanner) find(pos int) (int, string) {
	best, bestPrefix := -1, ""
	for i, p := range ps.prefixes {
		if ps.next[i] == -2 || (ps.next[i] >= 0 && ps.next[i] < pos) {
			j := strings.Index(ps.buf[pos:], p)
			if j < 0 {
				ps.next[i] = -1
			} else {
				ps.next[i] = pos + j
			}
		}
		n := ps.next[i]
		if n < 0 {
			continue
		}
		if best < 0 || n < best || (n == best && len(p) > len(bestPrefix)) {
			best, bestPrefix = n, p
		}
	}
	return best, bestPrefix
}

// findCheckType classifies the directive whose prefix starts buf[at:]. It
// returns the type and the offset just after the directive's colon
// (len(buf) if nothing follows).
func findCheckType(buf string, at int, prefix string, isComment bool) (checkType, int) {
	if len(buf)-at <= len(prefix) {
		return checkType{}, len(buf)
	}
	rest := at + len(prefix)
	has := func(s string) bool { return strings.HasPrefix(buf[rest:], s) }
	if isComment {
		if has(":") {
			return checkType{kind: checkComment, count: 1}, rest + 1
		}
		return checkType{}, len(buf)
	}
	modifiers := func(t checkType) (checkType, int) {
		if has(":") {
			return t, rest + 1
		}
		if !has("{") {
			return checkType{}, len(buf)
		}
		rest++
		for {
			rest = len(buf) - len(strings.TrimLeft(buf[rest:], " \t\n\v\f\r"))
			if !has("LITERAL") {
				return checkType{}, rest
			}
			rest += len("LITERAL")
			t.literal = true
			rest = len(buf) - len(strings.TrimLeft(buf[rest:], " \t\n\v\f\r"))
			if !has(",") {
				break
			}
			rest++
		}
		if !has("}:") {
			return checkType{}, rest
		}
		return t, rest + 2
	}
	plain := checkType{kind: checkPlain, count: 1}
	if has(":") {
		return plain, rest + 1
	}
	if has("{") {
		return modifiers(plain)
	}
	if !has("-") {
		return checkType{}, len(buf)
	}
	rest++
	if has("COUNT-") {
		rest += len("COUNT-")
		r, n, ok := consumeSigned(buf[rest:], 10)
		if !ok {
			return checkType{kind: checkBadCount}, rest
		}
		rest = len(buf) - len(r)
		if n <= 0 || n > 1<<31-1 {
			return checkType{kind: checkBadCount}, rest
		}
		if !has(":") && !has("{") {
			return checkType{kind: checkBadCount}, rest
		}
		return modifiers(checkType{kind: checkPlain, count: int(n)})
	}
	for _, bad := range []string{"DAG-NOT:", "NOT-DAG:", "NEXT-NOT:", "NOT-NEXT:",
		"SAME-NOT:", "NOT-SAME:", "EMPTY-NOT:", "NOT-EMPTY:"} {
		if has(bad) {
			return checkType{kind: checkBadNot}, rest
		}
	}
	for _, d := range []struct {
		name string
		kind checkKind
	}{{"NEXT", checkNext}, {"SAME", checkSame}, {"NOT", checkNot}, {"DAG", checkDAG},
		{"LABEL", checkLabel}, {"EMPTY", checkEmpty}} {
		if has(d.name) {
			rest += len(d.name)
			return modifiers(checkType{kind: d.kind, count: 1})
		}
	}
	return checkType{}, rest
}

// readCheckFile parses the check file. Errors are written to w; the
// returned code is non-zero (FileCheck's exit status) on failure.
func readCheckFile(w io.Writer, src *Source, o *Options, color bool) (*checkFile, int) {
	cf := &checkFile{src: src, ctx: newVarContext()}
	req := parseRequest{strictWhitespace: o.StrictWhitespace, matchFullLines: o.MatchFullLines, ignoreCase: o.IgnoreCase}

	if err := defineCmdlineVariables(cf.ctx, o.Defines); err != nil {
		logAll(w, err, color)
		return nil, 2
	}

	report := func(err error) int {
		switch e := err.(type) {
		case *directDiag:
			e.diag.print(w, color)
			if e.exit != 0 {
				return e.exit
			}
		default:
			logAll(w, err, color)
		}
		return 2
	}

	var implicit []*pattern
	for _, s := range o.ImplicitCheckNot {
		const pre = "-implicit-check-not='"
		isrc := NewSource("command line", []byte(pre+s+"'"))
		cf.implicit = append(cf.implicit, isrc)
		p := &pattern{ctx: cf.ctx, typ: checkType{kind: checkNot, count: 1}}
		if err := p.parse(sref{src: isrc, off: len(pre), s: s}, "IMPLICIT-CHECK", req); err != nil {
			// FileCheck reports a bad implicit pattern but goes on with
			// whatever part of it was parsed.
			if code := report(err); code != 2 {
				return nil, code
			}
		}
		implicit = append(implicit, p)
	}

	checkPrefixes := o.checkPrefixes()
	commentPrefixes := o.commentPrefixes()
	isComment := map[string]bool{}
	for _, p := range commentPrefixes {
		isComment[p] = true
	}
	all := append(append([]string(nil), checkPrefixes...), commentPrefixes...)

	buf := string(src.Data)
	ps := newPrefixScanner(buf, all)
	notFound := map[string]bool{}
	for _, p := range checkPrefixes {
		notFound[p] = true
	}
	distinct := len(notFound)
	dagNot := append([]*pattern(nil), implicit...)
	lineNumber := 1
	pos := 0

	for pos < len(buf) {
		at, prefix := ps.find(pos)
		if at < 0 {
			break
		}
		skippedEmpty := at == pos
		lineNumber += strings.Count(buf[pos:at], "\n")
		pos = at
		var typ checkType
		var after int
		if skippedEmpty || !isPartOfWord(buf[at-1]) {
			typ, after = findCheckType(buf, at, prefix, isComment[prefix])
		}
		if typ.kind == checkNone {
			skip := len(prefix)
			for at+skip < len(buf) && isPartOfWord(buf[at+skip]) {
				skip++
			}
			pos = at + skip
			continue
		}
		if typ.kind != checkComment {
			delete(notFound, prefix)
		}
		prefixStart := at
		if after == len(buf) {
			pos = at + len(prefix)
		} else {
			pos = after
		}
		here := sref{src: src, off: pos, s: buf[pos:]}
		switch typ.kind {
		case checkBadNot:
			return nil, report(directErr(here, "unsupported -NOT combo on prefix '"+prefix+"'"))
		case checkBadCount:
			return nil, report(directErr(here, "invalid count in -COUNT specification on prefix '"+prefix+"'"))
		}
		if !(o.StrictWhitespace && o.MatchFullLines) {
			for pos < len(buf) && (buf[pos] == ' ' || buf[pos] == '\t') {
				pos++
			}
		}
		eol := strings.IndexAny(buf[pos:], "\n\r")
		if eol < 0 {
			eol = len(buf)
		} else {
			eol += pos
		}
		patText := sref{src: src, off: pos, s: buf[pos:eol]}
		patLoc := patText.loc()
		pos = eol
		if typ.kind == checkComment {
			continue
		}

		p := &pattern{ctx: cf.ctx, typ: typ, line: lineNumber, hasLine: true}
		if err := p.parse(patText, prefix, req); err != nil {
			return nil, report(err)
		}
		prefixRef := sref{src: src, off: prefixStart, s: buf[prefixStart:]}
		if typ.kind == checkLabel && p.hasVariable() {
			return nil, report(directErr(prefixRef, "found '"+prefix+"-LABEL:' with variable definition or use"))
		}
		if (typ.kind == checkNext || typ.kind == checkSame || typ.kind == checkEmpty) && len(cf.checks) == 0 {
			name := map[checkKind]string{checkNext: "NEXT", checkSame: "SAME", checkEmpty: "EMPTY"}[typ.kind]
			return nil, report(directErr(prefixRef, "found '"+prefix+"-"+name+"' without previous '"+prefix+": line"))
		}
		if typ.kind == checkDAG || typ.kind == checkNot {
			dagNot = append(dagNot, p)
			continue
		}
		cf.checks = append(cf.checks, &checkString{pat: p, prefix: prefix, loc: patLoc, dagNot: dagNot})
		dagNot = append([]*pattern(nil), implicit...)
	}

	noneFound := len(notFound) == distinct
	unusedNotAllowed := !o.AllowUnusedPrefixes && len(notFound) > 0
	if (noneFound || unusedNotAllowed) && (len(implicit) == 0 || len(o.CheckPrefixes) > 0) {
		var names []string
		for p := range notFound {
			names = append(names, p)
		}
		sort.Strings(names)
		for i, n := range names {
			names[i] = "'" + n + ":'"
		}
		s := " "
		if len(names) > 1 {
			s = "es "
		}
		io.WriteString(w, "error: no check strings found with prefix"+s+strings.Join(names, ", ")+"\n")
		return nil, 2
	}

	if len(dagNot) > 0 {
		eofPat := &pattern{ctx: cf.ctx, typ: checkType{kind: checkEOF, count: 1}, line: lineNumber + 1, hasLine: true}
		eofLoc := srcLoc{src, pos}
		eofPat.loc = eofLoc
		cf.checks = append(cf.checks, &checkString{pat: eofPat, prefix: checkPrefixes[0], loc: eofLoc, dagNot: dagNot})
	}
	return cf, 0
}

// logAll prints errors as llvm::logAllUnhandledErrors does: each followed by
// a newline (so located diagnostics end with a blank line).
func logAll(w io.Writer, err error, color bool) {
	eachError(err, func(e error) {
		if d, ok := e.(*diagError); ok {
			d.diag.print(w, color)
		} else {
			io.WriteString(w, e.Error())
		}
		io.WriteString(w, "\n")
	})
}

// defineCmdlineVariables applies -D definitions (already checked to have a
// name and an '='), reporting problems against a synthetic "Global
// defines" buffer like FileCheck.
func defineCmdlineVariables(ctx *varContext, defines []string) error {
	if len(defines) == 0 {
		return nil
	}
	var diag bytes.Buffer
	type defSpan struct{ off, n int }
	var spans []defSpan
	for i, def := range defines {
		prefix := "Global define #" + strconv.Itoa(i+1) + ": "
		eq := strings.IndexByte(def, '=')
		if eq < 0 {
			spans = append(spans, defSpan{diag.Len(), 0})
			continue
		}
		if def[0] == '#' {
			diag.WriteString(prefix + def + " (parsed as: [[")
			subst := def[:eq] + ":" + def[eq+1:]
			spans = append(spans, defSpan{diag.Len(), len(subst)})
			diag.WriteString(subst + "]])\n")
		} else {
			diag.WriteString(prefix)
			spans = append(spans, defSpan{diag.Len(), len(def)})
			diag.WriteString(def + "\n")
		}
	}
	src := NewSource("Global defines", diag.Bytes())
	text := string(src.Data)
	var errs error
	for _, sp := range spans {
		def := sref{src: src, off: sp.off, s: text[sp.off : sp.off+sp.n]}
		if def.s == "" {
			errs = joinErrors(errs, newDiagError(def, "missing equal sign in global definition"))
			continue
		}
		if def.s[0] == '#' {
			np := &numParser{ctx: ctx}
			e, v, err := np.parseNumericSubstitutionBlock(def.drop(1), false)
			if err != nil {
				errs = joinErrors(errs, err)
				continue
			}
			if e.ast == nil {
				// "-D#VAR=" leaves nothing to evaluate; LLVM would crash.
				errs = joinErrors(errs, newDiagError(def, "missing numeric value in global definition"))
				continue
			}
			val, err := e.ast.eval()
			if err != nil {
				errs = joinErrors(errs, err)
				continue
			}
			v.setValue(val)
			ctx.numVars[v.name] = v
			continue
		}
		eq := strings.IndexByte(def.s, '=')
		nameRef := def.take(eq)
		orig := nameRef
		name, pseudo, err := parseVariable(&nameRef)
		if err != nil {
			errs = joinErrors(errs, err)
			continue
		}
		if pseudo || nameRef.s != "" {
			errs = joinErrors(errs, newDiagError(orig, "invalid name in string variable definition '"+orig.s+"'"))
			continue
		}
		if _, ok := ctx.numVars[name.s]; ok {
			errs = joinErrors(errs, newDiagError(name, "numeric variable with name '"+name.s+"' already exists"))
			continue
		}
		if _, ok := ctx.strVars[name.s]; !ok {
			ctx.strVars[name.s] = strValue{s: def.s[eq+1:]}
		}
		ctx.definedStr[name.s] = true
	}
	return errs
}
