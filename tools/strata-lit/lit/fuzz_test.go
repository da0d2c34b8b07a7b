package lit

import (
	"errors"
	"strings"
	"testing"
)

// The parsers face files written by people and must never panic: every
// failure is an *Error naming the file and a line that exists.

func checkLocated(t *testing.T, err error, file string, src []byte) {
	t.Helper()
	if err == nil {
		return
	}
	var le *Error
	if !errors.As(err, &le) {
		t.Fatalf("error %v (%T) is not an *Error", err, err)
	}
	lines := strings.Count(string(src), "\n") + 1
	if le.File != file || le.Line < 1 || le.Line > lines {
		t.Fatalf("error %v names %s:%d; the input has %d lines", err, le.File, le.Line, lines)
	}
}

func FuzzParseScript(f *testing.F) {
	for _, seed := range []string{
		"// RUN: strata-opt %s | filecheck %s\n// CHECK: foo\n",
		"; RUN: a \\\n; RUN: b\n",
		"RUN: a \\\n",
		"# REQUIRES: linux, x86_64 || (a && !b)\n# XFAIL: *\n# UNSUPPORTED: {{clang-.*}}\n",
		"ALLOW_RETRIES: 2\nALLOW_RETRIES: 3\n",
		"RUN: echo %(line+3) %(line-99999999999999999999)\nEND.\nRUN: x\n",
		"XFAIL: ((((\nREQUIRES: {{[}}\n",
		"\r\nRUN:\r\n",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ParseScript("f.test", data)
		checkLocated(t, err, "f.test", data)
		if err != nil {
			return
		}
		for _, r := range s.Run {
			if r.Line < 1 || r.EndLine < r.Line {
				t.Fatalf("bad line span %d-%d", r.Line, r.EndLine)
			}
		}
		fs := FeatureSet{"linux": true}
		for _, c := range append(append(s.Requires, s.Unsupported...), s.XFail...) {
			if c.Expr != nil {
				c.Expr.Eval(fs)
			}
		}
	})
}

func FuzzParseConfig(f *testing.F) {
	for _, seed := range []string{
		"root = true\nname = strata\nsuffixes = .mlir .test\nexcludes = Inputs\ntimeout = 60\n",
		"substitute %foo = bar baz\nfeature x = command -v x\nfeature y\nenv A = b\npath = ../bin\n",
		"suffixes += .c\npath += /x\nexcludes += *.in\n",
		"name = a\nname = b\n",
		"colour = blue\n",
		"timeout = 1e400\nroot = maybe\n",
		"substitute %s = no\nfeature true\nenv 9 = x\n",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		cf, err := ParseConfig("lit.cfg", data)
		checkLocated(t, err, "lit.cfg", data)
		if err != nil {
			return
		}
		for _, parent := range []*Config{nil, DefaultConfig("/p")} {
			c, err := cf.Apply("/p/d", parent)
			checkLocated(t, err, "lit.cfg", data)
			if err != nil {
				continue
			}
			c.IsTestName("x.test")
			c.Excluded("x")
			test := &Test{Path: "/p/d/x.test", RelPath: "d/x.test", Config: c}
			NewSubstituter(TestSubstitutions(test, TempPaths{Dir: "/t", Base: "/t/x.test"})).Apply("%s %t %foo")
		}
	})
}

func FuzzParseBoolExpr(f *testing.F) {
	for _, seed := range []string{
		"linux", "a && !(b || c)", "{{clang-[0-9]+}}", "x{{.*}}y{{z", "((a)", "!", "true || false", "a=b+c.d-e_f",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, src string) {
		e, err := ParseBoolExpr(src)
		if err != nil {
			return
		}
		fs := FeatureSet{"linux": true, "a": true, "clang-16": true}
		// Parsing the canonical text again gives the same verdict.
		e2, err := ParseBoolExpr(e.String())
		if err != nil {
			t.Fatalf("re-parsing %q: %v", e.String(), err)
		}
		if e.Eval(fs) != e2.Eval(fs) {
			t.Fatalf("%q evaluates differently after re-parsing", src)
		}
	})
}

func FuzzSubstituter(f *testing.F) {
	f.Add("%s %S %t %T %% %%s %{pathsep} %basename_t %unknown %")
	f.Fuzz(func(t *testing.T, text string) {
		s := NewSubstituter(BuiltinSubstitutions("/a/b.test", TempPaths{Dir: "/t", Base: "/t/b.test"}))
		out := s.Apply(text)
		if !strings.Contains(text, "%") && out != text {
			t.Fatalf("text without %% changed: %q -> %q", text, out)
		}
	})
}

func FuzzReorderArgs(f *testing.F) {
	f.Add("lit a -v -j 4 --filter=x -j4 -- -b")
	f.Fuzz(func(t *testing.T, line string) {
		args := append([]string{"lit"}, strings.Fields(line)...)
		out, err := ReorderArgs(args, map[string]bool{"j": true, "filter": true})
		if err == nil && (len(out) == 0 || out[0] != "lit") {
			t.Fatalf("program name lost: %q", out)
		}
	})
}
