package checker

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"strings"
	"testing"
)

// naiveCanonicalize is the obvious implementation of FileCheck's
// canonicalization, to check the optimized one against.
func naiveCanonicalize(data []byte, strict bool) []byte {
	var out []byte
	for i := 0; i < len(data); i++ {
		c := data[i]
		if c == '\r' && i+1 < len(data) && data[i+1] == '\n' {
			continue
		}
		if strict || (c != ' ' && c != '\t') {
			out = append(out, c)
			continue
		}
		out = append(out, ' ')
		for i+1 < len(data) && (data[i+1] == ' ' || data[i+1] == '\t') {
			i++
		}
	}
	return out
}

func TestCanonicalize(t *testing.T) {
	tests := []struct {
		in, want string
		strict   bool
	}{
		{"", "", false},
		{"a b", "a b", false},
		{"a  \t b\t", "a b ", false},
		{"x\r\ny\r\r\n\r", "x\ny\r\n\r", false},
		{"a  \t b\r\n", "a  \t b\n", true},
		{"        ", " ", false},
		{"abcdefg  hijklmnop\t", "abcdefg hijklmnop ", false},
	}
	for _, tt := range tests {
		got, release := canonicalize([]byte(tt.in), tt.strict)
		if string(got) != tt.want {
			t.Errorf("canonicalize(%q, %v) = %q, want %q", tt.in, tt.strict, got, tt.want)
		}
		release()
	}
	// Large random inputs take the parallel path.
	r := rand.New(rand.NewSource(1))
	alphabet := []byte("ab  \t\t\r\n\nxyz")
	for _, size := range []int{100, 1000, 5 << 20} {
		data := make([]byte, size)
		for i := range data {
			data[i] = alphabet[r.Intn(len(alphabet))]
		}
		for _, strict := range []bool{false, true} {
			got, release := canonicalize(data, strict)
			if want := naiveCanonicalize(data, strict); !bytes.Equal(got, want) {
				t.Errorf("canonicalize of %d random bytes (strict=%v) differs from the naive version", size, strict)
			}
			release()
		}
	}
}

func TestLineCol(t *testing.T) {
	s := NewSource("x", []byte("ab\ncd\r\nef\rgh"))
	for _, tt := range []struct{ off, line, col int }{
		{0, 1, 1}, {2, 1, 3}, {3, 2, 1}, {5, 2, 3}, {7, 3, 1}, {10, 3, 1}, {12, 3, 3},
	} {
		if l, c := s.LineCol(tt.off); l != tt.line || c != tt.col {
			t.Errorf("LineCol(%d) = %d:%d, want %d:%d", tt.off, l, c, tt.line, tt.col)
		}
	}
}

func runString(t *testing.T, check, input string, mod func(*Options)) (int, string) {
	t.Helper()
	var out bytes.Buffer
	cfg := &Config{Options: DefaultOptions(), CheckFile: "check.txt", CheckData: []byte(check),
		InputFile: "-", InputData: []byte(input), Stderr: &out, Stdout: &out}
	if mod != nil {
		mod(&cfg.Options)
	}
	return Run(cfg), out.String()
}

func TestRun(t *testing.T) {
	tests := []struct {
		name   string
		check  string
		input  string
		mod    func(*Options)
		exit   int
		output string // exact, or a substring when it starts with "..."
	}{
		{"pass", "CHECK: a\nCHECK-NEXT: b\n", "a\nb\n", nil, 0, ""},
		{"next", "CHECK: foo\nCHECK-NEXT: bar\n", "foo\nbaz\nbar\n", func(o *Options) { o.DumpInput = DumpNever }, 1,
			"check.txt:2:13: error: CHECK-NEXT: is not on the line after the previous match\n" +
				"CHECK-NEXT: bar\n            ^\n" +
				"<stdin>:3:1: note: 'next' match was here\nbar\n^\n" +
				"<stdin>:1:4: note: previous match ended here\nfoo\n   ^\n" +
				"<stdin>:2:1: note: non-matching line after previous match is here\nbaz\n^\n"},
		{"not found", "CHECK: foo\nCHECK: bar\n", "foo\nbaz\nbaar\n", nil, 1,
			"check.txt:2:8: error: CHECK: expected string not found in input\nCHECK: bar\n       ^\n" +
				"<stdin>:1:4: note: scanning from here\nfoo\n   ^\n" +
				"<stdin>:2:1: note: possible intended match here\nbaz\n^\n\n" +
				"Input file: <stdin>\nCheck file: check.txt\n\n-dump-input=help explains the following input dump.\n\n" +
				"Input was:\n<<<<<<\n" +
				"           1: foo \n" +
				"check:2'0        X error: no match found\n" +
				"           2: baz \n" +
				"check:2'0     ~~~~\n" +
				"check:2'1     ?    possible intended match\n" +
				"           3: baar \n" +
				"check:2'0     ~~~~~\n" +
				">>>>>>\n"},
		{"backref", "CHECK: [[X:[a-z]+]] [[X]]\n", "ab abc ab ab\n", func(o *Options) { o.Verbose = true; o.DumpInput = DumpNever }, 0,
			"...<stdin>:1:1: note: found here\nab abc ab ab\n^~~~~\n"},
		{"numeric", "CHECK: [[#%x,N:]]\nCHECK-NEXT: [[#N+1]]\n", "ff\n100\n", nil, 0, ""},
		{"var with value", "CHECK: [[X]]\n", "a\n", func(o *Options) { o.Defines = []string{"X=b.c"}; o.DumpInput = DumpNever }, 1,
			`...note: with "X" equal to "b\\.c"`},
		{"empty input", "CHECK: a\n", "", nil, 2, "FileCheck error: '<stdin>' is empty.\nFileCheck command line: \n"},
		{"bad regex", "CHECK: {{a**}}\n", "a\n", nil, 2, "check.txt:1:10: error: invalid regex: repetition-operator operand invalid\nCHECK: {{a**}}\n         ^\n"},
		// Groups nest maxNesting deep, in a block or a definition; one
		// more is a regex error at the regex, not a pattern that silently
		// never matches (issue 14).
		{"nesting at the limit", "CHECK: {{" + nested(maxNesting) + "}}\n", "a\n", nil, 0, ""},
		{"definition at the limit", "CHECK: [[V:" + nested(maxNesting) + "]]\n", "a\n", nil, 0, ""},
		{"nesting past the limit", "CHECK: {{" + nested(maxNesting+1) + "}}\n", "a\n", nil, 2,
			"...check.txt:1:10: error: invalid regex: nesting depth exceeds the limit of 1000\n"},
		{"nesting far past the limit", "CHECK: {{" + nested(40000) + "}}\n", "a\n", nil, 2,
			"...check.txt:1:10: error: invalid regex: nesting depth exceeds the limit of 1000\n"},
		{"definition past the limit", "CHECK: [[V:" + nested(maxNesting+1) + "]]\n", "a\n", nil, 2,
			"...check.txt:1:12: error: invalid regex: nesting depth exceeds the limit of 1000\n"},
		// A program the backtracker cannot hold: an error at the pattern,
		// at parse time, or at match time when a substitution is involved.
		{"too large", "CHECK: {{((a{255}){255})x}}\n", "ax\n", nil, 2,
			"check.txt:1:8: error: invalid regex: too large for the matcher (more than 65536 instructions once counted repetitions are expanded)\nCHECK: {{((a{255}){255})x}}\n       ^\n"},
		{"too large substituted", "CHECK: [[V:.]]\nCHECK: [[V]]{{((a{255}){255})x}}\n", "a\na ax\n", func(o *Options) { o.DumpInput = DumpNever }, 1,
			"...check.txt:2:8: error: invalid regex: too large for the matcher"},
		{"no prefix", "FOO: a\n", "a\n", nil, 2, "error: no check strings found with prefix 'CHECK:'\n"},
		{"implicit not", "CHECK: a\n", "a\nb\n", func(o *Options) { o.ImplicitCheckNot = []string{"b"}; o.DumpInput = DumpNever }, 1,
			"command line:1:22: error: CHECK-NOT: excluded string found in input\n-implicit-check-not='b'\n                     ^\n<stdin>:2:1: note: found here\nb\n^\n"},
	}
	for _, tt := range tests {
		code, out := runString(t, tt.check, tt.input, tt.mod)
		ok := out == tt.output
		if rest, found := strings.CutPrefix(tt.output, "..."); found {
			ok = strings.Contains(out, rest)
		}
		if code != tt.exit || !ok {
			t.Errorf("%s: exit %d, output:\n%s\nwant exit %d, output:\n%s", tt.name, code, out, tt.exit, tt.output)
		}
	}
}

// nested returns the ERE "a" inside n groups.
func nested(n int) string {
	return strings.Repeat("(", n) + "a" + strings.Repeat(")", n)
}

// A 2 MB input with checks spread over it, for benchmarking.
func benchInput() (check, input []byte) {
	var in, ck bytes.Buffer
	for i := 0; i < 40000; i++ {
		fmt.Fprintf(&in, "  %%%d = add i32 %%x%d, %d ; line %d\n", i, i%97, i*7%1000, i)
		if i%100 == 3 {
			fmt.Fprintf(&ck, "CHECK: %%%d = add i32 %%x{{[0-9]+}}, [[#%d]] ; line %d\n", i, i*7%1000, i)
		}
	}
	return ck.Bytes(), in.Bytes()
}

func BenchmarkRun(b *testing.B) {
	check, input := benchInput()
	b.SetBytes(int64(len(input)))
	for b.Loop() {
		cfg := &Config{Options: DefaultOptions(), CheckFile: "check", CheckData: check,
			InputFile: "in", InputData: input, Stderr: os.Stderr, Stdout: os.Stdout}
		if Run(cfg) != 0 {
			b.Fatal("checks failed")
		}
	}
}

func ExampleRun() {
	cfg := &Config{
		Options:   DefaultOptions(),
		CheckFile: "example.check",
		CheckData: []byte("CHECK: result = [[#V:]]\nCHECK-NEXT: double = [[#mul(V,2)]]\n"),
		InputFile: "-",
		InputData: []byte("result = 21\ndouble = 43\n"),
		Stdout:    os.Stdout,
		Stderr:    os.Stdout,
	}
	cfg.DumpInput = DumpNever
	fmt.Println("exit code:", Run(cfg))
	// Output:
	// example.check:2:13: error: CHECK-NEXT: expected string not found in input
	// CHECK-NEXT: double = [[#mul(V,2)]]
	//             ^
	// <stdin>:1:12: note: scanning from here
	// result = 21
	//            ^
	// <stdin>:1:12: note: with "mul(V,2)" equal to "42"
	// result = 21
	//            ^
	// <stdin>:2:1: note: possible intended match here
	// double = 43
	// ^
	// exit code: 1
}
