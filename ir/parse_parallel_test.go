package ir

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func unregisteredContext() *Context {
	ctx := NewContext()
	ctx.SetAllowUnregisteredDialects(true)
	return ctx
}

// TestParallelTestdata checks that the parallel parser gives what the
// serial one gives on every file of testdata, whole and split at
// `// -----`.
func TestParallelTestdata(t *testing.T) {
	files, err := filepath.Glob("testdata/*/*.mlir")
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, "testdata/invalid.mlir")
	spliced := 0
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		newCtx := func() *Context { return testContext(t) }
		_, n := CheckParallel(t, newCtx, file, data)
		spliced += n
		for i, part := range strings.Split(string(data), "\n// -----\n") {
			CheckParallel(t, newCtx, fmt.Sprintf("%s#%d", file, i), []byte(part))
		}
	}
	if spliced == 0 {
		t.Error("no chunk of testdata was parsed in parallel")
	}
}

// fillerOp returns a top-level generic operation with a region that binds
// and uses SSA names, as a function would.
func fillerOp(i int) string {
	return fmt.Sprintf(`"t.fn"() ({
^bb0(%%a: i32):
  %%0 = "t.add"(%%a, %%a) : (i32, i32) -> i32
  "t.ret"(%%0) : (i32) -> ()
}) {sym_name = "f%d"} : () -> ()
`, i)
}

// embed returns the variants of a piece of text placed among top-level
// operations: alone, at the top level of the file, and in the body of a
// custom and of a generic module.
func embed(body string) map[string]string {
	var before, after strings.Builder
	for i := range 3 {
		before.WriteString(fillerOp(i))
		after.WriteString(fillerOp(10 + i))
	}
	among := before.String() + body + "\n" + after.String()
	return map[string]string{
		"alone":   body + "\n",
		"top":     among,
		"module":  "module {\n" + among + "}\n",
		"generic": "\"builtin.module\"() ({\n" + among + "}) : () -> ()\n",
	}
}

// TestParallelInvalid checks that the parallel parser reports the serial
// parser's error, at the same place and with the same notes, for each
// malformed input of testdata/invalid.mlir among well-formed operations.
func TestParallelInvalid(t *testing.T) {
	data, err := os.ReadFile("testdata/invalid.mlir")
	if err != nil {
		t.Fatal(err)
	}
	cases := strings.Split(string(data), "\n// -----\n")
	if len(cases) < 150 {
		t.Fatalf("only %d cases", len(cases))
	}
	errorsSeen, spliced := 0, 0
	for i, c := range cases {
		for kind, src := range embed(c) {
			name := fmt.Sprintf("case%d-%s.mlir", i, kind)
			want, n := CheckParallel(t, unregisteredContext, name, []byte(src))
			spliced += n
			if kind == "alone" && strings.HasPrefix(want, "error:") {
				errorsSeen++
			}
		}
	}
	if errorsSeen < 150 || spliced == 0 {
		t.Errorf("%d cases fail alone, %d chunks spliced: the test does not test", errorsSeen, spliced)
	}
}

// TestParallelTricky checks inputs whose top-level operations depend on
// each other or whose text could mislead the pre-scan.
func TestParallelTricky(t *testing.T) {
	tests := map[string]string{
		// SSA names of the top level, used in later operations: only the
		// serial parser can resolve them.
		"top-level value used later": `%0 = "t.c"() : () -> i32
` + fillerOp(1) + `"t.use"() ({
  "t.x"(%0) : (i32) -> ()
}) : () -> ()
`,
		"forward reference across operations": fillerOp(1) + `"t.use"() ({
  "t.x"(%late) : (i32) -> ()
}) : () -> ()
` + fillerOp(2) + `%late = "t.c"() : () -> i32
`,
		"redefinition in a later region": `%0 = "t.c"() : () -> i32
` + fillerOp(1) + fillerOp(2),
		"undefined value in a region": fillerOp(1) + `"t.use"() ({
  "t.x"(%nope) : (i32) -> ()
}) : () -> ()
` + fillerOp(2),
		"block of the module body": `module {
^bb0:
` + fillerOp(1) + `"t.br"() [^bb1] : () -> ()
^bb1:
` + fillerOp(2) + "}\n",
		"aliases between operations": `!t = i32
` + fillerOp(1) + `#a = 3 : i64
"t.x"() {v = #a} : () -> ()
` + fillerOp(2) + `"t.y"() : () -> !t
`,
		"alias used before its definition": fillerOp(1) + `"t.x"() {v = #a} : () -> ()
` + fillerOp(2) + `#a = 3 : i64
`,
		"location aliases at the end": fillerOp(1) + `"t.x"() : () -> () loc(#loc1)
` + fillerOp(2) + `"t.y"() ({
^bb0(%x: i32 loc(#loc2)):
  "t.z"() : () -> () loc(#loc2)
}) : () -> () loc("f.mlir":1:2)
#loc1 = loc("a.mlir":3:4)
#loc2 = loc("b.mlir":5:6)
`,
		"location alias never defined": fillerOp(1) + `"t.x"() : () -> () loc(#nowhere)
` + fillerOp(2),
		"location alias of a non-location": `#a = 1 : i32
` + fillerOp(1) + `"t.x"() : () -> () loc(#a)
` + fillerOp(2),
		"non-location alias defined between operations": fillerOp(1) + `#a = 1 : i32
` + fillerOp(2) + `"t.x"() : () -> () loc(#a)
` + fillerOp(3) + `"t.y"() : () -> (
`,
		"a result bound after an operation on the same line": `"t.a"() : () -> () %0 = "t.b"() : () -> i32
"t.c"() : () -> ()
"t.d"() ({
  "t.e"(%0) : (i32) -> ()
}) : () -> ()
`,
		// The chunks are the lines at depth 1: in a function, whose default
		// dialect is func, and in a module, where it is builtin.
		"chunks under different default dialects": `func.func @f() {
  "t.a"() : () -> ()
} module {
  "t.c"() ({
    return
  }) : () -> ()
}
`,
		"two operations on a line": `"t.a"() : () -> () "t.b"() : () -> ()
"t.c"() : () -> ()
"t.d"() : () -> () "t.e"() : () -> ()
`,
		"continuation lines": `module {
  func.func @f(%a: i32)
      -> i32
      attributes {t.x} {
    return %a : i32
  }
  func.func @g()
  func.func @h()
}
`,
		"strings and comments that look like structure": `"t.a"() {s = "{ ( [ // not a comment"} : () -> ()
// "t.fake"() : () -> () {
"t.b"() {s = "\"}\\"} : () -> ()
  "t.c"() ({
"t.d"() : () -> ()
  }) : () -> ()
"t.e"() : () -> ()
`,
		"dialect resources": fillerOp(1) + fillerOp(2) + `{-#
  dialect_resources: {
    builtin: {
      blob: "0x04000000"
    }
  }
#-}
`,
		"unterminated string": fillerOp(1) + `"t.a"() {s = "abc} : () -> ()
` + fillerOp(2),
		"unbalanced braces": fillerOp(1) + `"t.a"() ({
"t.b"() : () -> ()
` + fillerOp(2),
		"stray closer": fillerOp(1) + "}\n" + fillerOp(2),
		"nested modules": `module {
  module @a {
` + fillerOp(1) + `  }
  module @b {
` + fillerOp(2) + `  }
}
`,
		"byte order mark": "\xEF\xBB\xBF" + fillerOp(1) + fillerOp(2),
		"results at the top level": `%0 = "t.a"() : () -> i32
%1 = "t.b"(%0) : (i32) -> i32
` + fillerOp(1),
	}
	for name, src := range tests {
		t.Run(name, func(t *testing.T) {
			CheckParallel(t, func() *Context { return testContext(t) }, "tricky.mlir", []byte(src))
		})
	}
}

// TestPlanChunks checks where the pre-scan splits.
func TestPlanChunks(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string // the first line of each chunk
	}{
		{"custom module", "module {\n  func.func @a() {\n    %0 = arith.c\n  }\n  func.func @b()\n}\n",
			[]string{"func.func @a() {", "func.func @b()"}},
		{"generic module", "\"builtin.module\"() ({\n  \"func.func\"() ({\n  \"x.y\"() : () -> ()\n  }) : () -> ()\n  \"func.func\"() ({\n  }) : () -> ()\n}) : () -> ()\n",
			[]string{`"func.func"() ({`, `"func.func"() ({`}},
		{"top level", "#a = 1\n\"t.a\"() : () -> ()\n// c\n\"t.b\"() : () -> ()\n#l = loc(unknown)\n",
			[]string{`"t.a"() : () -> ()`, `"t.b"() : () -> ()`}},
		{"functions at the top level", "func.func @a() {\n  x.y\n  x.z\n}\nfunc.func @b() {\n  x.w\n}\n",
			[]string{"func.func @a() {", "func.func @b() {"}},
		{"results and labels end chunks", "module {\n  x.a\n  %0 = x.b\n  x.c\n^bb1:\n  x.d\n}\n",
			[]string{"x.a", "x.c", "x.d"}},
		{"strings and comments", "module {\n  x.a {s = \"}\"} // }\n  x.b\n}\n",
			[]string{`x.a {s = "}"} // }`, "x.b"}},
	}
	for _, tt := range tests {
		var got []string
		for _, c := range planChunks(tt.src, 0, 1) {
			line, _, _ := strings.Cut(tt.src[c.start:], "\n")
			got = append(got, line)
			if l, _ := (&AsmParser{src: tt.src, lines: lineCursor{line: 1}}).lineCol(c.start); l != c.line {
				t.Errorf("%s: chunk %q: line %d, want %d", tt.name, line, c.line, l)
			}
			if c.lineStart > c.start || strings.Contains(tt.src[c.lineStart:c.start], "\n") {
				t.Errorf("%s: chunk %q: bad line start %d", tt.name, line, c.lineStart)
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(tt.want) {
			t.Errorf("%s: chunks start at\n%q\nwant\n%q", tt.name, got, tt.want)
		}
	}
}

// FuzzParallelParse checks that the parallel parser, with one chunk per
// operation line, gives exactly what the serial one gives, on any input,
// alone and in a module among other operations.
func FuzzParallelParse(f *testing.F) {
	files, _ := filepath.Glob("testdata/*/*.mlir")
	for _, file := range files {
		if data, err := os.ReadFile(file); err == nil {
			f.Add(data)
		}
	}
	if data, err := os.ReadFile("testdata/invalid.mlir"); err == nil {
		for _, c := range strings.Split(string(data), "\n// -----\n") {
			f.Add([]byte(c))
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, src := range embed(string(data)) {
			CheckParallel(t, unregisteredContext, "fuzz.mlir", []byte(src))
		}
	})
}

// TestParallelPanicAfterError checks that a custom parser that panics, in
// an operation after the first error, does not bring the parse down: the
// serial parser stops at the error and never runs it.
func TestParallelPanicAfterError(t *testing.T) {
	ctx := testContext(t)
	boom := &OpDef{Name: "pn.boom", Parse: func(*AsmParser, *OperationState) error { panic("boom") }}
	if err := ctx.RegisterDialect(&Dialect{Name: "pn", Ops: []*OpDef{boom}}); err != nil {
		t.Fatal(err)
	}
	src := fillerOp(1) + "\"t.x\"() : i32\n" + fillerOp(2) + "pn.boom\n" + fillerOp(3)
	_, _, _, err := ParseChunked(ctx, "boom.mlir", []byte(src), 4, 1)
	if err == nil || !strings.Contains(err.Error(), "boom.mlir:6:11: error: expected function type") {
		t.Fatalf("got %v, want the error of line 6", err)
	}
	// Whether a worker got to pn.boom above depends on timing; make one.
	chunks := planChunks(src, 0, 1)
	pp := &parallelParse{chunks: chunks, dialects: []string{"builtin"}}
	w := newParser(ctx, "boom.mlir", src)
	for _, c := range chunks {
		if strings.HasPrefix(src[c.start:], "pn.boom") {
			if res := w.parseChunk(pp, c); res.ok {
				t.Error("a chunk whose parser panicked is usable")
			}
			return
		}
	}
	t.Fatal("no chunk starts at pn.boom")
}

// TestParseConsumed checks that ParseOptions.Consumed reports offsets that
// only grow, that the parser never reads the text before the last offset
// reported, serially or with workers, and that the result is the same.
func TestParseConsumed(t *testing.T) {
	var b strings.Builder
	b.WriteString("\"t.module\"() ({\n")
	for i := range 400 {
		b.WriteString(fillerOp(i))
	}
	b.WriteString("}) : () -> ()\n")
	src := []byte(b.String())
	want := parseConsumed(t, unregisteredContext(), src, ParseOptions{Threads: 1})
	for _, threads := range []int{1, 4} {
		text := append([]byte(nil), src...)
		var offsets []int
		consumed := func(off int) {
			if len(offsets) > 0 && off < offsets[len(offsets)-1] {
				t.Errorf("threads=%d: offset %d after %d", threads, off, offsets[len(offsets)-1])
			}
			offsets = append(offsets, off)
			// What the parser said it is done with is gone: reading it
			// again would show in the result.
			for i := range text[:off] {
				text[i] = '#'
			}
		}
		opts := ParseOptions{Threads: threads, Consumed: consumed, consumedStep: 1 << 10, parallelMin: 1, chunkBytes: 2 << 10}
		got := parseConsumed(t, unregisteredContext(), text, opts)
		if got != want {
			t.Errorf("threads=%d: parsing with Consumed gives another module:\n%s", threads, firstDiff(got, want))
		}
		if len(offsets) < 10 {
			t.Errorf("threads=%d: Consumed called %d times over %d bytes", threads, len(offsets), len(src))
		}
	}
}

// parseConsumed parses src with opts and prints the result generically.
func parseConsumed(t *testing.T, ctx *Context, src []byte, opts ParseOptions) string {
	t.Helper()
	opts.Filename = "consumed.mlir"
	b, err := Parse(ctx, src, opts)
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	if err := PrintBlock(&out, b, PrintOptions{Generic: true, DebugInfo: true}); err != nil {
		t.Fatal(err)
	}
	return out.String()
}
