// Package differential holds differential tests that run strata tools side
// by side with the LLVM tools they reimplement and require that both behave
// the same way on a shared corpus.
//
// The FileCheck corpus lives in the directory filecheck/; README.md
// describes its layout. Run the tests with
//
//	go test ./test/differential -run TestFileCheck
//
// and regenerate the manifest of reference exit codes with
//
//	go test ./test/differential -run TestFileCheck -update
package differential

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

var (
	update = flag.Bool("update", false,
		"regenerate "+manifestPath+" from the reference FileCheck instead of running the differential test")
	matchMessages = flag.Bool("match-messages", false,
		"also require the text of the first error diagnostic to be identical")
)

const (
	// corpusDir is the directory holding the FileCheck corpus, relative to
	// this package.
	corpusDir = "filecheck"
	// manifestName is the file in corpusDir that records the reference
	// FileCheck's exit code for every case.
	manifestName = "MANIFEST"
	manifestPath = corpusDir + "/" + manifestName

	// minCases is the smallest corpus the meta-test accepts.
	minCases = 150

	// runTimeout bounds one FileCheck invocation.
	runTimeout = 30 * time.Second

	ourPackage = "github.com/strata-ir/strata/tools/filecheck"
	peerPath   = "/usr/lib/llvm-14/bin/FileCheck"
)

// corpusSuffixes are the only file suffixes allowed in corpusDir. The lit
// runner collects .test, .mlir, .c, .ll and .dsl files, so the corpus must
// never use those.
var corpusSuffixes = []string{".check", ".input", ".args"}

// fcCase is one (check file, input) pair of the corpus.
type fcCase struct {
	Name string
	// Args are the extra command-line arguments from NAME.args, already
	// split into words.
	Args []string
	// SkipInputFile reports whether the harness must not pass
	// --input-file: for stdin-* cases, which read the input from standard
	// input, and for cases whose arguments select the input themselves.
	SkipInputFile bool
}

// group returns the case's group: the part of its name before the first '-'.
func (c fcCase) group() string {
	g, _, _ := strings.Cut(c.Name, "-")
	return g
}

// argv returns the command-line arguments for running the case.
func (c fcCase) argv() []string {
	argv := append([]string(nil), c.Args...)
	argv = append(argv, c.Name+".check")
	if !c.SkipInputFile {
		argv = append(argv, "--input-file", c.Name+".input")
	}
	return argv
}

// loadCorpus reads the corpus directory. It fails the test on malformed
// cases.
func loadCorpus(t *testing.T) []fcCase {
	t.Helper()
	entries, err := os.ReadDir(corpusDir)
	if err != nil {
		t.Fatalf("reading corpus: %v", err)
	}
	files := make(map[string]map[string]bool) // name -> suffix set
	for _, e := range entries {
		name := e.Name()
		if name == manifestName {
			continue
		}
		if e.IsDir() {
			t.Errorf("%s/%s: unexpected directory in corpus", corpusDir, name)
			continue
		}
		ext := filepath.Ext(name)
		if !slices.Contains(corpusSuffixes, ext) {
			t.Errorf("%s/%s: unexpected file in corpus (allowed suffixes: %s)",
				corpusDir, name, strings.Join(corpusSuffixes, " "))
			continue
		}
		base := strings.TrimSuffix(name, ext)
		if files[base] == nil {
			files[base] = make(map[string]bool)
		}
		files[base][ext] = true
	}
	var cases []fcCase
	for _, name := range slices.Sorted(maps.Keys(files)) {
		sfx := files[name]
		if !sfx[".check"] || !sfx[".input"] {
			t.Errorf("case %s: needs both %s.check and %s.input", name, name, name)
			continue
		}
		// The test only hands the check file to the tools; stat it so
		// that editing it invalidates cached test results.
		os.Stat(filepath.Join(corpusDir, name+".check"))
		c := fcCase{Name: name, SkipInputFile: strings.HasPrefix(name, "stdin-")}
		if sfx[".args"] {
			data, err := os.ReadFile(filepath.Join(corpusDir, name+".args"))
			if err != nil {
				t.Fatalf("case %s: %v", name, err)
			}
			line := strings.TrimSuffix(string(data), "\n")
			if strings.Contains(line, "\n") {
				t.Errorf("case %s: %s.args must hold a single line", name, name)
				continue
			}
			c.Args, err = splitWords(line)
			if err != nil {
				t.Errorf("case %s: %s.args: %v", name, name, err)
				continue
			}
			if selectsInput(c.Args) {
				c.SkipInputFile = true
			}
		}
		cases = append(cases, c)
	}
	return cases
}

// selectsInput reports whether args already contain an --input-file option.
func selectsInput(args []string) bool {
	for _, a := range args {
		opt, _, _ := strings.Cut(a, "=")
		if opt == "--input-file" || opt == "-input-file" {
			return true
		}
	}
	return false
}

// splitWords splits s into words the way a POSIX shell would, honouring
// single quotes, double quotes and backslash escapes. It performs no
// expansion of any kind: "$VAR" stays literal.
func splitWords(s string) ([]string, error) {
	var (
		words  []string
		cur    strings.Builder
		inWord bool
	)
	for i := 0; i < len(s); i++ {
		ch := s[i]
		switch {
		case ch == ' ' || ch == '\t':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		case ch == '\\':
			inWord = true
			if i+1 < len(s) {
				i++
				cur.WriteByte(s[i])
			}
		case ch == '\'':
			inWord = true
			end := strings.IndexByte(s[i+1:], '\'')
			if end < 0 {
				return nil, errors.New("unterminated single quote")
			}
			cur.WriteString(s[i+1 : i+1+end])
			i += end + 1
		case ch == '"':
			inWord = true
			closed := false
			for i++; i < len(s); i++ {
				if s[i] == '"' {
					closed = true
					break
				}
				if s[i] == '\\' && i+1 < len(s) && strings.IndexByte("\\\"$`", s[i+1]) >= 0 {
					i++
				}
				cur.WriteByte(s[i])
			}
			if !closed {
				return nil, errors.New("unterminated double quote")
			}
		default:
			inWord = true
			cur.WriteByte(ch)
		}
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words, nil
}

// manifest maps case names to the reference FileCheck's exit code.
type manifest map[string]int

func readManifest(t *testing.T) manifest {
	t.Helper()
	f, err := os.Open(manifestPath)
	if err != nil {
		t.Fatalf("reading manifest: %v (generate it with: go test ./test/differential -run TestFileCheck -update)", err)
	}
	defer f.Close()
	m := make(manifest)
	sc := bufio.NewScanner(f)
	for lineNo := 1; sc.Scan(); lineNo++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) != 2 {
			t.Fatalf("%s:%d: want \"NAME EXIT-CODE\", got %q", manifestPath, lineNo, line)
		}
		code, err := strconv.Atoi(fields[1])
		if err != nil {
			t.Fatalf("%s:%d: bad exit code %q", manifestPath, lineNo, fields[1])
		}
		if _, dup := m[fields[0]]; dup {
			t.Fatalf("%s:%d: duplicate case %s", manifestPath, lineNo, fields[0])
		}
		m[fields[0]] = code
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("reading manifest: %v", err)
	}
	return m
}

func writeManifest(t *testing.T, peer string, codes manifest) {
	t.Helper()
	var b bytes.Buffer
	b.WriteString("# Exit code of the reference FileCheck for every case in this directory.\n")
	b.WriteString("# Generated by: go test ./test/differential -run TestFileCheck -update\n")
	if v := peerVersion(peer); v != "" {
		fmt.Fprintf(&b, "# Reference: %s\n", v)
	}
	for _, name := range slices.Sorted(maps.Keys(codes)) {
		fmt.Fprintf(&b, "%s %d\n", name, codes[name])
	}
	if err := os.WriteFile(manifestPath, b.Bytes(), 0o644); err != nil {
		t.Fatalf("writing manifest: %v", err)
	}
}

// peerVersion returns the "LLVM version X" line of FileCheck --version.
func peerVersion(peer string) string {
	out, err := exec.Command(peer, "--version").Output()
	if err != nil {
		return ""
	}
	for _, line := range strings.Split(string(out), "\n") {
		if strings.Contains(line, "LLVM version") {
			return strings.TrimSpace(line)
		}
	}
	return ""
}

// findPeer locates the reference FileCheck or skips the test.
func findPeer(t *testing.T) string {
	t.Helper()
	if fi, err := os.Stat(peerPath); err == nil && !fi.IsDir() {
		return peerPath
	}
	if p, err := exec.LookPath("FileCheck"); err == nil {
		return p
	}
	t.Skipf("reference FileCheck not found at %s or on PATH; install LLVM 14 (e.g. apt-get install llvm-14) to run the differential test", peerPath)
	return ""
}

// builtFileCheck is tools/filecheck, built once per test binary run.
var builtFileCheck = sync.OnceValues(func() (string, error) { return buildTool(ourPackage, "filecheck") })

// buildOurs returns our filecheck, failing the test when it does not build.
func buildOurs(t *testing.T) string {
	t.Helper()
	bin, err := builtFileCheck()
	if err != nil {
		t.Fatalf("cannot build our filecheck:\n%v", err)
	}
	return bin
}

// result is the outcome of one FileCheck run.
type result struct {
	Code           int
	Stdout, Stderr string
}

// run executes bin on case c in the corpus directory. The input file is
// always connected to standard input, so stdin cases and cases whose
// arguments say "--input-file -" read it from there.
func run(t *testing.T, bin string, c fcCase) result {
	t.Helper()
	dir, err := filepath.Abs(corpusDir)
	if err != nil {
		t.Fatal(err)
	}
	in, err := os.Open(filepath.Join(dir, c.Name+".input"))
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()

	ctx, cancel := context.WithTimeout(context.Background(), runTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, c.argv()...)
	cmd.Dir = dir
	cmd.Stdin = in
	cmd.Env = cleanEnv()
	var stdout, stderr bytes.Buffer
	cmd.Stdout = &stdout
	cmd.Stderr = &stderr
	err = cmd.Run()
	if ctx.Err() != nil {
		t.Fatalf("%s timed out after %v on %s\nstderr:\n%s", bin, runTimeout, c.Name, stderr.String())
	}
	res := result{Stdout: stdout.String(), Stderr: stderr.String()}
	var exitErr *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &exitErr):
		res.Code = exitErr.ExitCode()
	default:
		t.Fatalf("running %s: %v", bin, err)
	}
	return res
}

// cleanEnv returns the environment without variables that change
// FileCheck's behaviour.
func cleanEnv() []string {
	var env []string
	for _, kv := range os.Environ() {
		if strings.HasPrefix(kv, "FILECHECK_OPTS=") {
			continue
		}
		env = append(env, kv)
	}
	return env
}

// diag is the first error diagnostic of a run.
type diag struct {
	Found     bool
	Located   bool
	File      string
	Line, Col int
	Message   string // text after "error:"
	Text      string // the whole line
}

func (d diag) String() string {
	switch {
	case !d.Found:
		return "no error line"
	case d.Located:
		return fmt.Sprintf("%s:%d:%d", d.File, d.Line, d.Col)
	default:
		return fmt.Sprintf("unlocated error %q", d.Text)
	}
}

var (
	locatedErrorRE = regexp.MustCompile(`^(.*?):(\d+):(\d+): error:(.*)$`)
	anyErrorRE     = regexp.MustCompile(`error:(.*)$`)
)

// firstError returns the first located error line of stderr, or failing
// that the first line that mentions "error:".
func firstError(stderr string) diag {
	lines := strings.Split(stderr, "\n")
	for _, l := range lines {
		l = strings.TrimSuffix(l, "\r")
		if m := locatedErrorRE.FindStringSubmatch(l); m != nil {
			line, _ := strconv.Atoi(m[2])
			col, _ := strconv.Atoi(m[3])
			return diag{Found: true, Located: true, File: m[1], Line: line, Col: col,
				Message: strings.TrimSpace(m[4]), Text: l}
		}
	}
	for _, l := range lines {
		l = strings.TrimSuffix(l, "\r")
		if m := anyErrorRE.FindStringSubmatch(l); m != nil {
			return diag{Found: true, Message: strings.TrimSpace(m[1]), Text: l}
		}
	}
	return diag{}
}

// compare returns the reasons why ours deviates from peer, if any.
func compare(peer, ours result) []string {
	var problems []string
	if peer.Code != ours.Code {
		problems = append(problems, fmt.Sprintf("exit status: FileCheck %d, ours %d", peer.Code, ours.Code))
		return problems
	}
	if peer.Code == 0 {
		return nil
	}
	pd, od := firstError(peer.Stderr), firstError(ours.Stderr)
	switch {
	case !pd.Found:
		// FileCheck printed no error line (for example a command-line
		// parsing failure); the exit status is all there is to compare.
		return nil
	case !od.Found:
		problems = append(problems, fmt.Sprintf("first error: FileCheck %s, ours printed no error line", pd))
	case pd.Located != od.Located:
		problems = append(problems, fmt.Sprintf("first error: FileCheck %s, ours %s", pd, od))
	case pd.Located:
		if pd.File != od.File {
			problems = append(problems, fmt.Sprintf("first error file: FileCheck %q, ours %q", pd.File, od.File))
		}
		if pd.Line != od.Line {
			problems = append(problems, fmt.Sprintf("first error line: FileCheck %d, ours %d", pd.Line, od.Line))
		}
		if pd.Col != od.Col {
			problems = append(problems, fmt.Sprintf("first error column: FileCheck %d, ours %d", pd.Col, od.Col))
		}
	}
	if *matchMessages && pd.Found && od.Found && pd.Message != od.Message {
		problems = append(problems, fmt.Sprintf("first error message: FileCheck %q, ours %q", pd.Message, od.Message))
	}
	return problems
}

// TestFileCheckManifest checks that the reference FileCheck still produces
// the exit codes recorded in the manifest, and that the manifest lists
// exactly the cases in the corpus. With -update it rewrites the manifest.
func TestFileCheckManifest(t *testing.T) {
	cases := loadCorpus(t)
	peer := findPeer(t)

	got := make(manifest, len(cases))
	for _, c := range cases {
		got[c.Name] = run(t, peer, c).Code
	}
	if *update {
		writeManifest(t, peer, got)
		t.Logf("wrote %s with %d cases", manifestPath, len(got))
		return
	}

	want := readManifest(t)
	for _, c := range cases {
		code, ok := want[c.Name]
		switch {
		case !ok:
			t.Errorf("case %s is not in %s (FileCheck exits %d); rerun with -update", c.Name, manifestPath, got[c.Name])
		case code != got[c.Name]:
			t.Errorf("case %s: %s says FileCheck exits %d, but it now exits %d", c.Name, manifestPath, code, got[c.Name])
		}
	}
	for _, name := range slices.Sorted(maps.Keys(want)) {
		if _, ok := got[name]; !ok {
			t.Errorf("%s lists %s, which is not in the corpus; rerun with -update", manifestPath, name)
		}
	}
}

// TestFileCheckCorpus is the meta-test: the corpus is large enough, every
// group has both passing and failing cases, and each case's name agrees
// with the exit code the manifest records for it.
func TestFileCheckCorpus(t *testing.T) {
	cases := loadCorpus(t)
	if len(cases) < minCases {
		t.Errorf("corpus has %d cases, want at least %d", len(cases), minCases)
	}
	m := readManifest(t)

	type counts struct{ pass, fail int }
	groups := make(map[string]*counts)
	for _, c := range cases {
		code, ok := m[c.Name]
		if !ok {
			t.Errorf("case %s is not in %s; rerun with -update", c.Name, manifestPath)
			continue
		}
		wantPass := strings.HasSuffix(c.Name, "-pass")
		if !wantPass && !strings.HasSuffix(c.Name, "-fail") {
			t.Errorf("case %s: name must end in -pass or -fail", c.Name)
		}
		if wantPass != (code == 0) {
			t.Errorf("case %s: FileCheck exit code is %d, which contradicts its name", c.Name, code)
		}
		g := groups[c.group()]
		if g == nil {
			g = new(counts)
			groups[c.group()] = g
		}
		if code == 0 {
			g.pass++
		} else {
			g.fail++
		}
	}
	for _, g := range slices.Sorted(maps.Keys(groups)) {
		c := groups[g]
		t.Logf("group %-10s %3d pass %3d fail", g, c.pass, c.fail)
		if c.pass == 0 || c.fail == 0 {
			t.Errorf("group %s needs both passing and failing cases (has %d pass, %d fail)", g, c.pass, c.fail)
		}
	}
}

// TestFileCheck runs our filecheck and the reference FileCheck on every
// case and requires them to agree on the exit status and on the location of
// the first error.
func TestFileCheck(t *testing.T) {
	if *update {
		t.Skip("-update only regenerates the manifest")
	}
	cases := loadCorpus(t)
	peer := findPeer(t)
	ours := buildOurs(t)

	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			t.Parallel()
			pr := run(t, peer, c)
			or := run(t, ours, c)
			problems := compare(pr, or)
			if len(problems) == 0 {
				return
			}
			t.Errorf("%s\n\n%s", strings.Join(problems, "\n"), report(c, pr, or))
		})
	}
}

// report renders both runs in full, plus a diff of their stderr.
func report(c fcCase, peer, ours result) string {
	var b strings.Builder
	fmt.Fprintf(&b, "command (in %s/%s): filecheck %s < %s.input\n",
		"test/differential", corpusDir, shellQuote(c.argv()), c.Name)
	section := func(title, text string) {
		fmt.Fprintf(&b, "\n----- %s -----\n%s", title, text)
		if text != "" && !strings.HasSuffix(text, "\n") {
			b.WriteString("\n")
		}
	}
	section(fmt.Sprintf("FileCheck stderr (exit %d)", peer.Code), peer.Stderr)
	if peer.Stdout != "" {
		section("FileCheck stdout", peer.Stdout)
	}
	section(fmt.Sprintf("our stderr (exit %d)", ours.Code), ours.Stderr)
	if ours.Stdout != "" {
		section("our stdout", ours.Stdout)
	}
	section("stderr diff (-FileCheck +ours)",
		cmp.Diff(strings.Split(peer.Stderr, "\n"), strings.Split(ours.Stderr, "\n")))
	return b.String()
}

// shellQuote joins args into a command line that a shell would split back
// into args.
func shellQuote(args []string) string {
	quoted := make([]string, len(args))
	for i, a := range args {
		if a != "" && strings.IndexFunc(a, func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_=.,/#%+:@", r))
		}) < 0 {
			quoted[i] = a
			continue
		}
		quoted[i] = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
	}
	return strings.Join(quoted, " ")
}

// TestFileCheckHarness tests the harness's own helpers.
func TestFileCheckHarness(t *testing.T) {
	words := []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"  --a   -b\t", []string{"--a", "-b"}},
		{`'--implicit-check-not=call void' -DX=1`, []string{"--implicit-check-not=call void", "-DX=1"}},
		{`"-DMSG=a \"b\" \$c" -D$V=x`, []string{`-DMSG=a "b" $c`, "-D$V=x"}},
		{`a\ b c''d ''`, []string{"a b", "cd", ""}},
	}
	for _, w := range words {
		got, err := splitWords(w.in)
		if err != nil {
			t.Errorf("splitWords(%q): %v", w.in, err)
			continue
		}
		if diff := cmp.Diff(w.want, got); diff != "" {
			t.Errorf("splitWords(%q) mismatch (-want +got):\n%s", w.in, diff)
		}
	}
	for _, bad := range []string{`'open`, `"open`} {
		if _, err := splitWords(bad); err == nil {
			t.Errorf("splitWords(%q) succeeded, want an error", bad)
		}
	}

	located := "a.check:3:8: error: CHECK: expected string not found in input\nCHECK: x\n       ^\n"
	unlocated := "error: no check strings found with prefix 'CHECK:'\n"
	later := "FileCheck error: 'in' is empty.\nb.check:1:2: error: late\n"
	diags := []struct {
		stderr string
		want   string
	}{
		{located, "a.check:3:8"},
		{unlocated, `unlocated error "error: no check strings found with prefix 'CHECK:'"`},
		{later, "b.check:1:2"},
		{"FileCheck: for the -D option: requires a value!\n", "no error line"},
	}
	for _, d := range diags {
		if got := firstError(d.stderr).String(); got != d.want {
			t.Errorf("firstError(%q) = %s, want %s", d.stderr, got, d.want)
		}
	}

	cmps := []struct {
		peer, ours result
		ok         bool
	}{
		{result{Code: 0}, result{Code: 0, Stderr: "noise"}, true},
		{result{Code: 1, Stderr: located}, result{Code: 2, Stderr: located}, false},
		{result{Code: 1, Stderr: located}, result{Code: 1, Stderr: located}, true},
		{result{Code: 1, Stderr: located}, result{Code: 1, Stderr: strings.Replace(located, ":3:8:", ":3:9:", 1)}, false},
		{result{Code: 1, Stderr: located}, result{Code: 1, Stderr: strings.Replace(located, ":3:8:", ":4:8:", 1)}, false},
		{result{Code: 1, Stderr: located}, result{Code: 1, Stderr: "in:3:8: error: x\n"}, false},
		{result{Code: 1, Stderr: located}, result{Code: 1, Stderr: unlocated}, false},
		{result{Code: 2, Stderr: unlocated}, result{Code: 2, Stderr: "error: something else\n"}, true},
		{result{Code: 2, Stderr: unlocated}, result{Code: 2, Stderr: "oops\n"}, false},
		{result{Code: 1, Stderr: "FileCheck: bad option\n"}, result{Code: 1}, true},
	}
	for i, c := range cmps {
		problems := compare(c.peer, c.ours)
		if ok := len(problems) == 0; ok != c.ok {
			t.Errorf("compare #%d: ok = %v, want %v (problems: %q)", i, ok, c.ok, problems)
		}
	}
}
