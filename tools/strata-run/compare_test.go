package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestUnifiedDiff(t *testing.T) {
	a := "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n"
	b := "1\n2\nthree\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13"
	got := UnifiedDiff(a, b, 2)
	want := "@@ -1,5 +1,5 @@\n 1\n 2\n-3\n+three\n 4\n 5\n" +
		"@@ -11,2 +11,3 @@\n 11\n 12\n+13\n\\ No newline at end of file\n"
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if d := UnifiedDiff("same\n", "same\n", 3); d != "" {
		t.Errorf("equal texts: got %q", d)
	}
	if d := UnifiedDiff("", "x\n", 3); d != "@@ -0,0 +1,1 @@\n+x\n" {
		t.Errorf("from empty: got %q", d)
	}
}

func TestWriteComparison(t *testing.T) {
	var w bytes.Buffer
	if c := writeComparison(&w, "p", outcome{[]byte("a\n"), nil, 0}, outcome{[]byte("a\n"), nil, 0}); c != 0 || !strings.Contains(w.String(), ": equal (") {
		t.Errorf("equal: %d %q", c, w.String())
	}
	w.Reset()
	if c := writeComparison(&w, "p", outcome{[]byte("a\n"), []byte("e\n"), 0}, outcome{[]byte("a\n"), nil, 1}); c != 1 {
		t.Errorf("different: status %d", c)
	}
	for _, s := range []string{"different", "exit status: 0 before, 1 after", "--- stderr before p", "-e\n"} {
		if !strings.Contains(w.String(), s) {
			t.Errorf("missing %q in\n%s", s, w.String())
		}
	}
	if strings.Contains(w.String(), "--- stdout") {
		t.Errorf("equal stdout diffed:\n%s", w.String())
	}
}

func TestWrapPipeline(t *testing.T) {
	for in, want := range map[string]string{
		"cse":                       "builtin.module(cse)",
		" builtin.module(cse) ":     "builtin.module(cse)",
		"func.func(cse),symbol-dce": "builtin.module(func.func(cse),symbol-dce)",
	} {
		if got := wrapPipeline(in); got != want {
			t.Errorf("wrapPipeline(%q) = %q, want %q", in, got, want)
		}
	}
}
