package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// goldenCase is one recorded run of LLVM FileCheck 14: checker/testdata/golden.json
// holds the exact output and exit status it produced for the check file
// "check.txt" and the input on standard input, with the program path
// replaced by TOOL. Strings hold bytes as Latin-1 code points.
type goldenCase struct {
	Args   []string `json:"args"`
	Check  string   `json:"check"`
	Input  string   `json:"input"`
	Output string   `json:"output"`
	Exit   int      `json:"exit"`
}

func latin1(s string) []byte {
	b := make([]byte, 0, len(s))
	for _, r := range s {
		b = append(b, byte(r))
	}
	return b
}

func TestGolden(t *testing.T) {
	data, err := os.ReadFile("checker/testdata/golden.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []goldenCase
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	t.Chdir(dir)
	for i, c := range cases {
		name := fmt.Sprintf("%03d", i)
		t.Run(name, func(t *testing.T) {
			if err := os.WriteFile(filepath.Join(dir, "check.txt"), latin1(c.Check), 0o644); err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			const argv0 = "/opt/llvm/bin/FileCheck"
			argv := append([]string{argv0, "check.txt"}, c.Args...)
			code := run(argv, "", bytes.NewReader(latin1(c.Input)), &out, &out)
			c.Output = strings.ReplaceAll(c.Output, "TOOL", argv0)
			if code != c.Exit {
				t.Errorf("check %q input %q args %q: exit %d, want %d", c.Check, c.Input, c.Args, code, c.Exit)
			}
			if diff := cmp.Diff(string(latin1(c.Output)), out.String()); diff != "" {
				t.Errorf("check %q input %q args %q: output mismatch (-want +got):\n%s", c.Check, c.Input, c.Args, diff)
			}
		})
	}
}

func TestNormalizeArgs(t *testing.T) {
	tests := []struct {
		in   []string
		want []string
		err  string
	}{
		{[]string{"c.txt"}, []string{"--", "c.txt"}, ""},
		{[]string{"c.txt", "--input-file", "in"}, []string{"--input-file=in", "--", "c.txt"}, ""},
		{[]string{"-input-file=in", "c.txt"}, []string{"--input-file=in", "--", "c.txt"}, ""},
		{[]string{"c.txt", "-DX=1", "-D#N=3", "--D=Z=4", "-D#%x,H=0xff"}, []string{"--D=X=1", "--D=#N=3", "--D==Z=4", "--D=#%x,H=0xff", "--", "c.txt"}, ""},
		{[]string{"c.txt", "-D", "Y=2"}, nil, "for the -D option: requires a value!\nToo many positional arguments specified!"},
		{[]string{"-check-prefix", "A", "--check-prefixes=B,C", "c.txt", "-v"}, []string{"--check-prefix=A", "--check-prefixes=B,C", "--v=true", "--", "c.txt"}, ""},
		{[]string{"--strict-whitespace=0", "c.txt"}, []string{"--strict-whitespace=false", "--", "c.txt"}, ""},
		{[]string{"-", "--", "-x"}, []string{"--", "-", "-x"}, ""},
		{[]string{"--bogus"}, nil, "Unknown command line argument '--bogus'"},
		{[]string{"--input-file"}, nil, "for the --input-file option: requires a value!"},
		{[]string{"-D"}, nil, "for the -D option: requires a value!"},
		{[]string{"--allow-empty", "-allow-empty"}, nil, "for the --allow-empty option: may only occur zero or one times!"},
		{[]string{"--ignore-case=maybe"}, nil, "'maybe' is invalid value for boolean argument! Try 0 or 1"},
		{[]string{"-v", "-v", "-vv", "--vv"}, []string{"--v=true", "--v=true", "--vv=true", "--vv=true", "--"}, ""},
	}
	for _, tt := range tests {
		got, err := normalizeArgs("filecheck", tt.in)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("normalizeArgs(%q) error = %v, want %q", tt.in, err, tt.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("normalizeArgs(%q): %v", tt.in, err)
			continue
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("normalizeArgs(%q) mismatch (-want +got):\n%s", tt.in, diff)
		}
	}
}

func TestTokenize(t *testing.T) {
	got := tokenize(` -v  --dump-input-filter=all 'a b' "c \"d\"" e\ f `)
	want := []string{"-v", "--dump-input-filter=all", "a b", `c "d"`, "e f"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("tokenize mismatch (-want +got):\n%s", diff)
	}
}

// TestRunCLI covers command-line behaviour not in the golden file.
func TestRunCLI(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	os.WriteFile("c.txt", []byte("CHECK: foo\nCHECK-NEXT: [[X]]\n"), 0o644)
	os.WriteFile("in.txt", []byte("foo\nbar\n"), 0o644)
	tests := []struct {
		name   string
		argv   []string
		env    string
		stdin  string
		exit   int
		output string // substring
	}{
		{"flags after file", []string{"fc", "c.txt", "-DX=bar", "--input-file", "in.txt"}, "", "", 0, ""},
		{"D with space", []string{"fc", "c.txt", "-D", "X=bar"}, "", "foo\nbar\n", 1, "fc: for the -D option: requires a value!\nfc: Too many positional arguments specified!"},
		{"env opts", []string{"fc", "c.txt", "--input-file=in.txt"}, "-DX=baz", "", 1, "with \"X\" equal to \"baz\""},
		{"no check file", []string{"fc"}, "", "", 2, "<check-file> not specified"},
		{"two files", []string{"fc", "c.txt", "in.txt"}, "", "", 1, "Too many positional arguments specified!"},
		{"missing check file", []string{"fc", "nope.txt"}, "", "", 2, "Could not open check file 'nope.txt': No such file or directory"},
		{"missing input", []string{"fc", "c.txt", "--input-file=nope"}, "", "", 2, "Could not open input file 'nope': No such file or directory"},
		{"help", []string{"fc", "--help"}, "", "", 0, "--check-prefix"},
		{"dump help", []string{"fc", "--dump-input=help"}, "", "", 0, "Input dump annotation format:"},
		{"bad dump", []string{"fc", "c.txt", "--dump-input=x"}, "", "", 1, "for the --dump-input option: Cannot find option named 'x'!"},
		{"bad context", []string{"fc", "c.txt", "--dump-input-context=x"}, "", "", 1, "'x' value invalid for uint argument!"},
		{"version", []string{"fc", "--version"}, "", "", 0, "LLVM FileCheck 14"},
		{"check file on stdin", []string{"fc", "-", "--input-file=in.txt"}, "", "CHECK: bar\n", 0, ""},
	}
	for _, tt := range tests {
		var out bytes.Buffer
		code := run(tt.argv, tt.env, strings.NewReader(tt.stdin), &out, &out)
		if code != tt.exit || !strings.Contains(out.String(), tt.output) {
			t.Errorf("%s: exit %d output %q; want exit %d and output containing %q", tt.name, code, out.String(), tt.exit, tt.output)
		}
	}
}
