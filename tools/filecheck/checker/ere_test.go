package checker

import (
	"strings"
	"testing"
)

// The expected errors are those llvm::Regex (regcomp) reports.
func TestParseEREErrors(t *testing.T) {
	tests := []struct {
		re   string
		want string
	}{
		{"a", ""},
		{"", "empty (sub)expression"},
		{"(", "parentheses not balanced"},
		{")", "parentheses not balanced"},
		{"a**", "repetition-operator operand invalid"},
		{"*a", "repetition-operator operand invalid"},
		{"^*", "repetition-operator operand invalid"},
		{"(^)*", ""},
		{"$*", ""},
		{"[a", "brackets ([ ]) not balanced"},
		{"a{1", "braces not balanced"},
		{"a{1,2,3}", "invalid repetition count(s)"},
		{"a{1,2", "braces not balanced"},
		{"\\", "trailing backslash (\\)"},
		{"[[:foo:]]", "invalid character class"},
		{"[[:alpha]]", "invalid character class"},
		{"[z-a]", "invalid character range"},
		{"[--/]", "invalid character range"},
		{"[a-c-e]", "invalid character range"},
		{"a{256}", "invalid repetition count(s)"},
		{"a{255}", ""},
		{"a{3,2}", "invalid repetition count(s)"},
		{"\\1", "invalid backreference number"},
		{"(a\\1)", "invalid backreference number"},
		{"(a)\\1", ""},
		{"a|", "empty (sub)expression"},
		{"|a", "empty (sub)expression"},
		{"(|a)", "empty (sub)expression"},
		{"()", ""},
		{"[[.hyphen.]]", ""},
		{"[[.foo.]]", "invalid collating element"},
		{"[[=ab=]]", "invalid collating element"},
		{"[]a]", ""},
		{"[^]a]", ""},
		{"[a-]", ""},
		{"a{,2}", ""},
		{"{1}", "repetition-operator operand invalid"},
		{"x{", ""},
		{"a{1,2}{3}", "repetition-operator operand invalid"},
		{"[[:<:]]a[[:>:]]", ""},
	}
	for _, tt := range tests {
		_, err := parseERE(tt.re, false)
		got := ""
		if err != ereOK {
			got = err.Error()
		}
		if got != tt.want {
			t.Errorf("parseERE(%q) error = %q, want %q", tt.re, got, tt.want)
		}
	}
}

func TestCountGroups(t *testing.T) {
	for re, want := range map[string]int{"a": 0, "(a)(b(c))": 3, "([1-9][0-9]*)?[0-9]{4}": 1, "\\(": 0, "[(]": 0} {
		if got := countGroups(re); got != want {
			t.Errorf("countGroups(%q) = %d, want %d", re, got, want)
		}
	}
}

func TestEscapeERE(t *testing.T) {
	if got, want := escapeERE("a.b*c[d]{e}(f)|^$+?\\"), `a\.b\*c\[d\]\{e\}\(f\)\|\^\$\+\?\\`; got != want {
		t.Errorf("escapeERE = %q, want %q", got, want)
	}
}

func findAll(t *testing.T, re string, icase bool, text string) (int, int, []int, bool) {
	t.Helper()
	cr, err := compileERE(re, icase)
	if err != ereOK {
		t.Fatalf("compileERE(%q): %v", re, err)
	}
	in := &matchInput{data: []byte(text), lower: []byte(text)}
	if icase {
		in.lower = lowerString(text)
	}
	caps := make([]int, 2*(cr.ngroups+1))
	if !cr.find(in, 0, len(text), caps) {
		return -1, -1, nil, false
	}
	return caps[0], caps[1], caps, true
}

func TestERESemantics(t *testing.T) {
	tests := []struct {
		re         string
		icase      bool
		text       string
		start, end int // -1: no match
	}{
		{"a|ab", false, "xabc", 1, 3}, // leftmost-longest
		{"a\\nb", false, "anb", 0, 3}, // \n is a plain 'n'
		{"a\\d", false, "ad", 0, 2},
		{"a.c", false, "a\nc abc", 4, 7}, // '.' excludes newline
		{"a[^x]c", false, "a\nc abc", 4, 7},
		{"^b", false, "ab\nb", 3, 4},
		{"a$", false, "a\nb", 0, 1},
		{"[[:space:]]+x", false, "a\n\n x", 1, 5},
		{"(a)\\1", false, "a aa", 2, 4},
		{"([a-z]+) \\1", false, "ab abc ab ab", 0, 5},
		{"([a-z]+) \\1$", false, "ab abc ab ab", 7, 12},
		{"(a*)\\1b", false, "aaab", 1, 4},
		{"[[:<:]]foo", false, "xfoo foo", 5, 8},
		{"foo[[:>:]]", false, "foox foo", 5, 8},
		{"FoO", true, "xfoo", 1, 4},
		{"[a-c]+", true, "xABCa", 1, 5},
		{"(a)\\1", true, "aA aa", 3, 5}, // back-references compare exactly
		{"\xc3\xa9+t", false, "\xc3\xa9\xa9t", 0, 4},
		{"[\xc3\xa9]+t", false, "x\xa9\xc3t", 1, 4},
		// POSIX works on bytes: '.' is one byte of a UTF-8 character.
		{"a.b", false, "a\xc3\xa9b a-b", 5, 8},
		{"a..b", false, "a\xc3\xa9b", 0, 4},
		{"[^x]{2}t", false, "\xc3\xa9t", 0, 3},
		{"\xc3.", false, "x\xc3\xa9", 1, 3},
		{"zz", false, "abc", -1, -1},
		{"x{2,3}", false, "xxxx", 0, 3},
		{"(ab|a)(bc|c)", false, "abc", 0, 3},
	}
	for _, tt := range tests {
		s, e, _, ok := findAll(t, tt.re, tt.icase, tt.text)
		if !ok {
			s, e = -1, -1
		}
		if s != tt.start || e != tt.end {
			t.Errorf("find(%q, %q) = [%d,%d), want [%d,%d)", tt.re, tt.text, s, e, tt.start, tt.end)
		}
	}
}

func TestERECaptures(t *testing.T) {
	_, _, caps, ok := findAll(t, "(.*):(.*)", false, "a:b:c")
	if !ok || caps[2] != 0 || caps[3] != 3 || caps[4] != 4 || caps[5] != 5 {
		t.Errorf("captures = %v, want POSIX leftmost-longest sub-matches [0 5 0 3 4 5]", caps)
	}
	_, _, caps, ok = findAll(t, "(a*)(a*)b\\1", false, "aaba")
	if !ok || caps[0] != 0 || caps[1] != 4 || caps[2] != 0 || caps[3] != 1 {
		t.Errorf("back-reference captures = %v", caps)
	}
}

func TestRegionBoundaries(t *testing.T) {
	// ^ and $ hold at the edges of the searched region, as when LLVM
	// matches a StringRef slice of the input.
	cr, _ := compileERE("^b$", false)
	text := []byte("abc")
	caps := make([]int, 2)
	if !cr.find(&matchInput{data: text, lower: text}, 1, 2, caps) || caps[0] != 1 || caps[1] != 2 {
		t.Errorf("^b$ in region [1,2) of %q: %v", text, caps)
	}
}

func TestBacktrackBudget(t *testing.T) {
	// Exponential back-reference search must give up, not hang.
	cr, err := compileERE("((a*)*)*\\1x", false)
	if err != ereOK {
		t.Fatal(err)
	}
	text := []byte(strings.Repeat("a", 40))
	caps := make([]int, 2*(cr.ngroups+1))
	if cr.find(&matchInput{data: text, lower: text}, 0, len(text), caps) {
		t.Errorf("unexpected match")
	}
}

func TestRequiredLiteral(t *testing.T) {
	for re, want := range map[string]string{
		"abc":           "abc",
		"a[0-9]+bcd":    "bcd",
		"x(foo)+y":      "foo",
		"(a|b)c":        "c",
		"[0-9]*":        "",
		"\\(\\)literal": "()literal",
	} {
		prog, _ := parseERE(re, false)
		if got := string(reqLit(prog.root, false)); got != want {
			t.Errorf("required literal of %q = %q, want %q", re, got, want)
		}
	}
	prog, _ := parseERE("FoO", true)
	if got := string(reqLit(prog.root, true)); got != "foo" {
		t.Errorf("case-folded literal = %q", got)
	}
}

// TestERENestingLimit: a user's regex nests maxNesting groups deep, a whole
// pattern (each block in its group) one more.
func TestERENestingLimit(t *testing.T) {
	if _, err := parseUserERE(nested(maxNesting)); err != ereOK {
		t.Errorf("user regex at the limit: %v", err)
	}
	if _, err := parseUserERE(nested(maxNesting + 1)); err != ereENest {
		t.Errorf("user regex past the limit: %v, want %v", err, ereENest)
	}
	if _, err := parseERE(nested(maxNesting+1), false); err != ereOK {
		t.Errorf("pattern at the limit: %v", err)
	}
	if _, err := parseERE(nested(maxNesting+2), false); err != ereENest {
		t.Errorf("pattern past the limit: %v, want %v", err, ereENest)
	}
}
