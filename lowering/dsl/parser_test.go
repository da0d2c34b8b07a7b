package dsl

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// sameAST compares two files ignoring positions and comments.
func sameAST(a, b *File) string {
	return cmp.Diff(a, b, cmpopts.IgnoreTypes(Pos{}), cmpopts.IgnoreFields(File{}, "Name", "Comments"))
}

func TestLexerTokens(t *testing.T) {
	src := "runtime r { // note\n  let x = -42; /* a\nb */ let s = \"a\\\"b\\\\c\\n\\x41\";\n}"
	lx := newLexer("t.dsl", src)
	var got []string
	for {
		tok, err := lx.next()
		if err != nil {
			t.Fatal(err)
		}
		if tok.Kind == tokEOF {
			break
		}
		got = append(got, tok.Pos.String()[len("t.dsl:"):]+" "+tok.describe())
	}
	want := []string{
		"1:1 keyword 'runtime'", "1:9 identifier 'r'", "1:11 '{'",
		"2:3 keyword 'let'", "2:7 identifier 'x'", "2:9 '='", "2:11 number -42", "2:14 ';'",
		"3:6 keyword 'let'", "3:10 identifier 's'", "3:12 '='", `3:14 string "a\"b\\c\nA"`, "3:29 ';'",
		"4:1 '}'",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("tokens (-want +got):\n%s", d)
	}
	if len(lx.comments) != 2 || lx.comments[0].Text != "// note" || lx.comments[1].Text != "/* a\nb */" || lx.comments[1].EndLine != 3 {
		t.Errorf("comments = %+v", lx.comments)
	}
}

func TestParseShapes(t *testing.T) {
	src := `runtime r {
  let n = [1, "s", true, false, null, f()];
  construct parallel when not has(num_threads) and proc_bind == close or has(if_clause) {
    outline_signature = microtask(ptr_tid, captures);
    pre { emit ident; }
    invoke {
      when (a or b) and c => call "f"(x, 2);
      otherwise => emit thread_bounds();
    }
  }
}`
	f, err := Parse("t.dsl", src)
	if err != nil {
		t.Fatal(err)
	}
	c := f.Runtimes[0].Constructs()[0]
	if got := FormatPred(c.Guard); got != "not has(num_threads) and proc_bind == close or has(if_clause)" {
		t.Errorf("guard = %s", got)
	}
	or, ok := c.Guard.(*OrPred)
	if !ok {
		t.Fatalf("guard is %T, want *OrPred (or binds loosest)", c.Guard)
	}
	and, ok := or.L.(*AndPred)
	if !ok {
		t.Fatalf("left of or is %T, want *AndPred", or.L)
	}
	if _, ok := and.L.(*NotPred); !ok {
		t.Fatalf("left of and is %T, want *NotPred (not binds tightest)", and.L)
	}
	inv := c.Block(Invoke)
	if len(inv.Stmts) != 2 || inv.Stmts[0].Kind != When || inv.Stmts[1].Kind != Otherwise {
		t.Fatalf("invoke statements = %+v", inv.Stmts)
	}
	if got := FormatPred(inv.Stmts[0].Guard); got != "(a or b) and c" {
		t.Errorf("statement guard = %s", got)
	}
	if e := inv.Stmts[1].Action.(*EmitAction); e.Name != "thread_bounds" || len(e.Args) != 0 {
		t.Errorf("emit = %+v", e)
	}
	if got := FormatExpr(f.Runtimes[0].Lets()[0].Value); got != `[1, "s", true, false, null, f()]` {
		t.Errorf("list = %s", got)
	}
	if c.Start().Line != 3 || c.NamePos.Col != 13 {
		t.Errorf("construct position %v name %v", c.Start(), c.NamePos)
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{`construct x {}`, "1:1: error: expected 'runtime' at the top level, found keyword 'construct'"},
		{`runtime {`, "1:9: error: expected a runtime name, found '{'"},
		{`runtime r construct`, "1:11: error: expected '{' after the runtime name, found keyword 'construct'"},
		{`runtime r {`, "1:12: error: expected '}' to close runtime 'r', found end of file"},
		{`runtime r { x = 1; }`, "1:13: error: expected 'let', 'construct' or '}' in runtime 'r', found identifier 'x'"},
		{`runtime r { let call = 1; }`, "1:17: error: expected a name after 'let', found keyword 'call' (keywords are reserved)"},
		{`runtime r { let x = 1 }`, "1:22: error: expected ';' after the let value, found '}'"},
		{`runtime r { let x = ; }`, "1:21: error: expected an expression, found ';'"},
		{`runtime r { let x = "abc; }`, "1:21: error: unterminated string"},
		{`runtime r { let x = "\q"; }`, "1:22: error: unknown escape sequence '\\q' in string"},
		{`runtime r { let x = 99999999999999999999; }`, "1:21: error: number 99999999999999999999 is out of the range of a 64-bit integer"},
		{`runtime r { let x = 1.5; }`, "1:21: error: malformed number; numbers are decimal integers"},
		{`runtime r { let x = 'a'; }`, "1:21: error: strings are written in double quotes"},
		{`runtime r { /* never closed`, "1:13: error: unterminated block comment"},
		{`runtime r { let x = @; }`, "1:21: error: unexpected character '@'"},
		{`runtime r { construct p { pre { let a = 1; } } }`, "1:33: error: expected an action ('call' or 'emit'), found keyword 'let'"},
		{`runtime r { construct p { invoke { otherwise => emit x; } } }`, "1:36: error: 'otherwise' must come right after a 'when' statement"},
		{`runtime r { construct p { invoke { when a call "f"(); } } }`, "1:43: error: expected '=>' after the 'when' predicate, found keyword 'call'"},
		{`runtime r { construct p { invoke { call f(); } } }`, "1:41: error: the function of 'call' is a string: write \"f\""},
		{`runtime r { construct p { invoke { call "f"(a b); } } }`, "1:47: error: expected ',' or ')' in the argument list, found identifier 'b'"},
		{`runtime r { construct p when a = 1 {} }`, "1:32: error: '=' is not a comparison; write '=='"},
		{`runtime r { construct p when a != 1 and {} }`, "1:41: error: expected a predicate, found '{'"},
		{`runtime r { construct p when !a {} }`, "1:30: error: unexpected '!'; negation is written 'not'"},
		{`runtime r { construct p when (has(a) {} }`, "1:38: error: expected ')' to close the parenthesized predicate, found '{'"},
		{`runtime r { construct p { invoke { when true => emit x; } } }`, "1:41: error: a predicate cannot be the constant 'true'; drop the guard instead"},
		{`runtime r { construct p { 3 } }`, "1:27: error: expected a property, 'let', 'pre', 'invoke', 'post' or '}' in construct 'p', found number 3"},
	} {
		_, err := Parse("t.dsl", tc.src)
		if err == nil {
			t.Errorf("%s: no error, want %s", tc.src, tc.want)
			continue
		}
		if got := strings.TrimPrefix(err.Error(), "t.dsl:"); got != tc.want {
			t.Errorf("%s:\n got %s\nwant %s", tc.src, got, tc.want)
		}
	}
}

func TestBuiltinSpecs(t *testing.T) {
	texts, names := BuiltinSpecs()
	if len(names) != 4 {
		t.Fatalf("built-in specs = %v, want iomp, libgomp, libomptarget and pmsis", names)
	}
	schema := DefaultSchema()
	for _, name := range names {
		f, err := Parse(name, texts[name])
		if err != nil {
			t.Fatal(err)
		}
		if err := Check(f, schema); err != nil {
			t.Errorf("%s:\n%v", name, err)
		}
		checkRoundTrip(t, name, texts[name])
	}
	for _, runtime := range []string{"iomp", "libgomp", "pmsis"} {
		f, err := BuiltinRuntime(runtime)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Evaluate(f, schema, runtime, "barrier", ClauseMap{}); err != nil {
			t.Errorf("%s barrier: %v", runtime, err)
		}
	}
	if _, err := BuiltinRuntime("nope"); err == nil || !strings.Contains(err.Error(), "no runtime 'nope' in the built-in specs (runtimes: iomp, libgomp, libomptarget, libomptarget_legacy, host_only, pmsis)") {
		t.Errorf("unknown runtime: %v", err)
	}
}

// checkRoundTrip checks that formatting is idempotent and keeps the AST.
func checkRoundTrip(t *testing.T, name, src string) {
	t.Helper()
	f, err := Parse(name, src)
	if err != nil {
		return
	}
	once := Format(f)
	g, err := Parse(name, once)
	if err != nil {
		t.Fatalf("%s: the formatted spec does not parse: %v\n%s", name, err, once)
	}
	if d := sameAST(f, g); d != "" {
		t.Fatalf("%s: parse(fmt(x)) differs from parse(x) (-x +fmt):\n%s", name, d)
	}
	if twice := Format(g); twice != once {
		t.Fatalf("%s: fmt is not idempotent:\nonce:\n%s\ntwice:\n%s", name, once, twice)
	}
	if len(g.Comments) != len(f.Comments) {
		t.Fatalf("%s: %d comments after formatting, want %d", name, len(g.Comments), len(f.Comments))
	}
}

func FuzzParse(f *testing.F) {
	texts, names := BuiltinSpecs()
	for _, name := range names {
		f.Add(texts[name])
	}
	f.Add("runtime r { let a = -1; construct barrier when not (a or b) and c != \"x\\x00\" { invoke { call \"f\"([a], g(h)); } } }")
	f.Add("runtime r { /* c */ construct p { x = 1; // t\n } } // end")
	f.Add("runtime r { construct p { pre { when has(a) => emit e; otherwise => emit f(1, [2]); } } }")
	schema := DefaultSchema()
	f.Fuzz(func(t *testing.T, src string) {
		file, err := Parse("fuzz.dsl", src)
		if err != nil {
			return
		}
		checkRoundTrip(t, "fuzz.dsl", src)
		// The checker and the evaluator must not panic on anything that
		// parses.
		_ = Check(file, schema)
		for _, r := range file.Runtimes {
			for _, c := range r.Constructs() {
				_, _ = Evaluate(file, schema, r.Name, c.Name, ClauseMap{"nowait": BoolClause(true), "schedule": EnumClause("static")})
			}
		}
	})
}

// TestParseNestingLimit checks that nesting up to maxNesting parses and one
// level more is a located error, not a stack overflow.
func TestParseNestingLimit(t *testing.T) {
	const prefix = "runtime r {\n  construct parallel when "
	for _, tc := range []struct {
		name       string
		open, shut string
		inner      string
	}{
		{"parens", "(", ")", "has(if_clause)"},
		{"not", "not ", "", "has(if_clause)"},
		{"list", "x == [", "]", "1"},
		{"call", "x == f(", ")", "1"},
	} {
		build := func(n int) string {
			var guard string
			if tc.name == "list" || tc.name == "call" {
				// A comparison's value nests inside itself: x == [[[1]]].
				guard = "x == " + strings.Repeat(strings.TrimPrefix(tc.open, "x == "), n) + tc.inner + strings.Repeat(tc.shut, n)
			} else {
				guard = strings.Repeat(tc.open, n) + tc.inner + strings.Repeat(tc.shut, n)
			}
			return prefix + guard + " {\n    invoke { emit loop_body; }\n  }\n}\n"
		}
		if _, err := Parse("t.dsl", build(maxNesting)); err != nil {
			t.Errorf("%s: nesting %d: %v", tc.name, maxNesting, err)
		}
		_, err := Parse("t.dsl", build(maxNesting+1))
		if err == nil {
			t.Errorf("%s: nesting %d parsed", tc.name, maxNesting+1)
			continue
		}
		if got := err.Error(); !strings.Contains(got, "t.dsl:2:") || !strings.Contains(got, "nesting depth exceeds the limit of 1000") {
			t.Errorf("%s: error = %q", tc.name, got)
		}
	}
	// Far past the limit, as in issue 14's report, it is still an error.
	deep := prefix + strings.Repeat("(", 400000) + "a" + strings.Repeat(")", 400000) + " {\n  }\n}\n"
	if _, err := Parse("t.dsl", deep); err == nil || !strings.Contains(err.Error(), "t.dsl:2:1027: error: nesting depth exceeds the limit of 1000") {
		t.Errorf("400000 parentheses: %v", err)
	}
}
