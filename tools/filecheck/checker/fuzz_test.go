package checker

import (
	"bytes"
	"io"
	"testing"
)

// The fuzz targets check that no input makes the parsers or matchers
// panic (or hang), and that the Go regexp translation agrees with the
// backtracking matcher. Run one with, e.g.:
//
//	go test ./tools/filecheck/checker -run '^$' -fuzz FuzzParseCheckFile -fuzztime 30s

func optionsFromByte(b byte) Options {
	o := DefaultOptions()
	o.StrictWhitespace = b&1 != 0
	o.MatchFullLines = b&2 != 0
	o.IgnoreCase = b&4 != 0
	o.EnableVarScope = b&8 != 0
	o.Verbose = b&16 != 0
	o.VeryVerbose = b&32 != 0
	if b&64 != 0 {
		o.ImplicitCheckNot = []string{"foo"}
	}
	if b&128 != 0 {
		o.CheckPrefixes = []string{"CHECK", "A-B"}
		o.AllowUnusedPrefixes = true
	}
	return o
}

func FuzzParseCheckFile(f *testing.F) {
	for _, s := range []string{
		"CHECK: foo\nCHECK-NEXT: [[X:b.r]]\nCHECK-SAME: [[X]]\n",
		"CHECK-DAG: a\nCHECK-NOT: {{b|c}}\nCHECK-LABEL: [[#%x,N:]]\n",
		"CHECK-COUNT-3: x\nCHECK-EMPTY:\nCHECK{LITERAL}: [[y]]\n",
		"CHECK: [[#N+1]] [[@LINE-1]] [[#add(N, 0x2)]]\nCOM: CHECK: no\n",
		"CHECK: [[X:a]b]]", "CHECK-NOT-NEXT: a", "CHECK: {{(}}", "A-B: x\nCHECK:",
	} {
		f.Add([]byte(s), byte(0))
	}
	f.Fuzz(func(t *testing.T, data []byte, flags byte) {
		o := optionsFromByte(flags)
		o.Defines = []string{"X=1", "#N=2"}
		text, release := canonicalize(data, o.StrictWhitespace)
		defer release()
		readCheckFile(io.Discard, NewSource("check", text), &o, false)
	})
}

func FuzzPattern(f *testing.F) {
	for _, s := range []string{"foo", "{{a|b}}c", "[[X:[0-9]+]] [[X]]", "[[#%.3x,N:]]", "[[#N+1]]",
		"{{[[:space:]]*}}x", "[[Y:(a)\\1]]", "{{[[:<:]]w}}", "\xc3\xa9{{.}}", "[[[x]]]", "{{(a)\\1}}"} {
		f.Add(s, []byte("foo 12 12 0x00c a\n\xc3\xa9x aa w\n"), byte(0))
	}
	f.Fuzz(func(t *testing.T, pat string, input []byte, flags byte) {
		o := optionsFromByte(flags)
		src := NewSource("check", []byte(pat))
		ctx := newVarContext()
		ctx.strVars["X"] = strValue{s: "12"}
		ctx.numVars["N"] = &numVar{name: "N", format: exprFormat{kind: fmtUnsigned}, hasValue: true, value: exprValue{mag: 12}}
		kinds := []checkKind{checkPlain, checkNot, checkDAG, checkEmpty}
		p := &pattern{ctx: ctx, typ: checkType{kind: kinds[int(flags)%len(kinds)], count: 1}, line: 3, hasLine: true}
		req := parseRequest{strictWhitespace: o.StrictWhitespace, matchFullLines: o.MatchFullLines, ignoreCase: o.IgnoreCase}
		if err := p.parse(sref{src: src, s: pat}, "CHECK", req); err != nil {
			return
		}
		in := &matchInput{src: NewSource("in", input), data: input, lower: input}
		if o.IgnoreCase {
			in.lower = lowerString(string(input))
		}
		for start := 0; start <= len(input); start += 1 + len(input)/4 {
			m, found, _ := p.match(in, start, len(input))
			if found && (m.pos < start || m.len < 0 || m.pos+m.len > len(input)) {
				t.Fatalf("match %+v outside [%d,%d)", m, start, len(input))
			}
		}
	})
}

func FuzzNumericExpression(f *testing.F) {
	for _, s := range []string{"N+1", "%x,N:", "%.4X,M:N-1", "add(N,mul(2,3))", "== N", "%#x,0xff",
		"(N+(1-2))", "div(N,0)", "@LINE+1", "%d,-9223372036854775808-1", "max(", "N:", "%"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, expr string) {
		ctx := newVarContext()
		ctx.numVars["N"] = &numVar{name: "N", format: exprFormat{kind: fmtUnsigned}, hasValue: true, value: exprValue{mag: 5}}
		ctx.lineVar.setValue(exprValue{mag: 7})
		np := &numParser{ctx: ctx, line: 7, hasLine: true}
		src := NewSource("expr", []byte(expr))
		e, _, err := np.parseNumericSubstitutionBlock(sref{src: src, s: expr}, false)
		if err != nil {
			return
		}
		e.format.wildcardRegex()
		if e.ast != nil {
			if v, err := e.ast.eval(); err == nil {
				e.format.matchingString(v)
			}
		}
	})
}

func FuzzERE(f *testing.F) {
	for _, s := range []string{"a|ab", "(a*)*b", "[[:alpha:]]+[0-9]?", "^x$", "a{2,3}", "(ab|a)(c|bcd)", "[^a-c]+", "x.y"} {
		f.Add(s, "xaabcd abc\nxy a1")
	}
	f.Fuzz(func(t *testing.T, re, text string) {
		prog, err := parseERE(re, false)
		if err != ereOK {
			return
		}
		cr, err := compileERE(re, false)
		if err != ereOK || cr.re == nil {
			return
		}
		bt, ok := compileBT(prog)
		if !ok {
			return
		}
		b := []byte(text)
		caps := make([]int, 2*(cr.ngroups+1))
		goFound := cr.find(&matchInput{data: b, lower: b}, 0, len(b), caps)
		goStart, goEnd := caps[0], caps[1]
		m := newBTMachine(bt, b, 0, len(b))
		btCaps := make([]int, len(caps))
		btFound := false
		for s := 0; s <= len(b) && !btFound; s++ {
			btFound = m.matchAt(s, btCaps)
		}
		if m.aborted() {
			return
		}
		if goFound != btFound || (goFound && (goStart != btCaps[0] || goEnd != btCaps[1])) {
			t.Fatalf("%q on %q: regexp %v [%d,%d), backtracker %v [%d,%d)", re, text, goFound, goStart, goEnd, btFound, btCaps[0], btCaps[1])
		}
	})
}

func FuzzRun(f *testing.F) {
	f.Add([]byte("CHECK: foo\nCHECK-NEXT: bar [[X:[0-9]+]]\nCHECK-NOT: baz\nCHECK: [[X]]\n"), []byte("foo\nbar 1\n1\n"), byte(0))
	f.Add([]byte("CHECK-LABEL: f\nCHECK-DAG: a\nCHECK-DAG: b\nCHECK-EMPTY:\n"), []byte("f\nb a\n\n"), byte(16))
	f.Fuzz(func(t *testing.T, check, input []byte, flags byte) {
		cfg := &Config{Options: optionsFromByte(flags), CheckFile: "check", CheckData: check,
			InputFile: "in", InputData: input, Stdout: io.Discard, Stderr: io.Discard}
		cfg.DumpInput = DumpMode(flags % 4)
		if cfg.DumpInput == DumpHelp {
			cfg.DumpInput = DumpAlways
		}
		var out bytes.Buffer
		cfg.Stderr = &out
		if code := Run(cfg); code < 0 || code > 2 {
			t.Fatalf("exit code %d", code)
		}
	})
}
