package opt

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/strata-ir/strata/ir"
)

const valid = "func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n"

func TestReadSource(t *testing.T) {
	for _, path := range []string{"", "-"} {
		src, err := ReadSource(path, strings.NewReader(valid))
		if err != nil || src.Name != StdinName || string(src.Text) != valid {
			t.Errorf("ReadSource(%q) = %q, %q, %v", path, src.Name, src.Text, err)
		}
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "in.mlir")
	if err := os.WriteFile(path, []byte(valid), 0o666); err != nil {
		t.Fatal(err)
	}
	src, err := ReadSource(path, nil)
	if err != nil || src.Name != path || string(src.Text) != valid {
		t.Errorf("ReadSource(%q) = %q, %q, %v", path, src.Name, src.Text, err)
	}

	tests := []struct{ path, want string }{
		{filepath.Join(dir, "nope.mlir"), "cannot open input file '" + filepath.Join(dir, "nope.mlir") + "': no such file or directory"},
		{dir, "cannot open input file '" + dir + "': is a directory"},
	}
	for _, tt := range tests {
		_, err := ReadSource(tt.path, nil)
		if err == nil || err.Error() != tt.want {
			t.Errorf("ReadSource(%q): %v, want %q", tt.path, err, tt.want)
		}
	}
}

func TestLoadErrorsAreDiagnostics(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"parse", "func.func @f() {\n", "in.mlir:1:17: error: expected operation name in quotes"},
		{"verify", "func.func @f() -> i32 {\n  return\n}\n", "in.mlir:2:3: error: 'func.return' op has 0 operands, but enclosing function (@f) returns 1"},
		{"unregistered", "\"x.y\"() : () -> ()\n", "in.mlir:1:6: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Load(NewContext(Options{}), Source{Name: "in.mlir", Text: []byte(tt.src)})
			var d *ir.Diagnostic
			if !errors.As(err, &d) {
				t.Fatalf("error %v (%T) is not a diagnostic", err, err)
			}
			if got := d.Error(); got != tt.want {
				t.Errorf("got %q\nwant %q", got, tt.want)
			}
		})
	}
}

func TestRun(t *testing.T) {
	var out strings.Builder
	err := Run(Source{Name: "in.mlir", Text: []byte(valid)}, Options{Print: ir.PrintOptions{Generic: true}}, &out)
	want := "\"builtin.module\"() ({\n  \"func.func\"() ({\n  ^bb0(%arg0: i32):\n" +
		"    \"func.return\"(%arg0) : (i32) -> ()\n" +
		"  }) {function_type = (i32) -> i32, sym_name = \"f\"} : () -> ()\n}) : () -> ()\n\n"
	if err != nil || out.String() != want {
		t.Errorf("Run: %v\n%s\nwant\n%s", err, out.String(), want)
	}

	unreg := Source{Name: "u.mlir", Text: []byte("\"x.y\"() : () -> ()\n")}
	out.Reset()
	if err := Run(unreg, Options{}, &out); err == nil || out.Len() != 0 {
		t.Errorf("unregistered op accepted without the option: %q", out.String())
	}
	if err := Run(unreg, Options{AllowUnregisteredDialects: true}, &out); err != nil || out.String() != "module {\n  \"x.y\"() : () -> ()\n}\n\n" {
		t.Errorf("with the option: %v, %q", err, out.String())
	}
}

func TestReportError(t *testing.T) {
	srcs := ir.NewSourceFiles()
	srcs.Add("a.mlir", "first\n  second line\n")
	loc := func(line, col int) ir.Location { return ir.NewFileLineColLoc("a.mlir", line, col) }
	d1 := ir.Errorf(loc(2, 3), "bad %s", "thing").AttachNote(loc(1, 1), "see here")
	d2 := ir.Errorf(loc(9, 1), "beyond the end")

	var b strings.Builder
	ReportError(&b, "tool", errors.Join(d1, d2, errors.New("plain")), srcs)
	want := "a.mlir:2:3: error: bad thing\n  second line\n  ^\n" +
		"a.mlir:1:1: note: see here\nfirst\n^\n" +
		"a.mlir:9:1: error: beyond the end\n" +
		"tool: plain\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}

func readBack(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

func writeString(s string) func(io.Writer) error {
	return func(w io.Writer) error {
		_, err := io.WriteString(w, s)
		return err
	}
}

func TestWriteOutputStdout(t *testing.T) {
	for _, path := range []string{"", "-"} {
		var b strings.Builder
		if err := WriteOutput(path, &b, writeString("text")); err != nil || b.String() != "text" {
			t.Errorf("WriteOutput(%q): %v, %q", path, err, b.String())
		}
	}
}

func TestWriteOutputReplaces(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.mlir")
	if err := WriteOutput(path, nil, writeString("one")); err != nil {
		t.Fatal(err)
	}
	if err := WriteOutput(path, nil, writeString("two")); err != nil {
		t.Fatal(err)
	}
	if got := readBack(t, path); got != "two" {
		t.Errorf("file holds %q", got)
	}
	if names := dirNames(t, dir); len(names) != 1 {
		t.Errorf("directory holds %q", names)
	}

	// The permissions are those of a file created directly (the umask's).
	ref := filepath.Join(dir, "ref")
	f, err := os.Create(ref)
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	a, _ := os.Stat(path)
	b, _ := os.Stat(ref)
	if a.Mode() != b.Mode() {
		t.Errorf("output mode %v, want %v", a.Mode(), b.Mode())
	}
}

func TestWriteOutputFailureWritesNothing(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.mlir")
	if err := os.WriteFile(path, []byte("old"), 0o666); err != nil {
		t.Fatal(err)
	}
	failure := errors.New("failed")
	err := WriteOutput(path, nil, func(w io.Writer) error {
		io.WriteString(w, strings.Repeat("partial ", 100000)) // more than the buffer
		return failure
	})
	if err != failure {
		t.Errorf("error %v, want the callback's", err)
	}
	if got := readBack(t, path); got != "old" {
		t.Errorf("file changed to %.20q...", got)
	}
	if names := dirNames(t, dir); len(names) != 1 {
		t.Errorf("directory holds %q", names)
	}

	// A panic in the callback leaves no temporary file either.
	func() {
		defer func() { recover() }()
		WriteOutput(filepath.Join(dir, "new.mlir"), nil, func(w io.Writer) error {
			io.WriteString(w, "partial")
			panic("boom")
		})
	}()
	if names := dirNames(t, dir); len(names) != 1 {
		t.Errorf("after a panic, directory holds %q", names)
	}
}

func TestWriteOutputSymlink(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "target.mlir")
	link := filepath.Join(dir, "link.mlir")
	if err := os.WriteFile(target, []byte("old"), 0o666); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("target.mlir", link); err != nil {
		t.Skip(err)
	}
	if err := WriteOutput(link, nil, writeString("new")); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced: %v %v", fi.Mode(), err)
	}
	if got := readBack(t, target); got != "new" {
		t.Errorf("target holds %q", got)
	}
}

// TestWriteOutputFIFO checks that a path that is not a regular file is
// written in place rather than replaced by a regular file.
func TestWriteOutputFIFO(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip(err)
	}
	got := make(chan string)
	go func() {
		f, err := os.Open(fifo)
		if err != nil {
			got <- err.Error()
			return
		}
		defer f.Close()
		b, _ := io.ReadAll(f)
		got <- string(b)
	}()
	if err := WriteOutput(fifo, nil, writeString("through the pipe")); err != nil {
		t.Fatal(err)
	}
	if s := <-got; s != "through the pipe" {
		t.Errorf("reader got %q", s)
	}
	if fi, err := os.Lstat(fifo); err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the pipe was replaced: %v %v", fi.Mode(), err)
	}
}

func TestWriteOutputErrors(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "no", "out.mlir")
	err := WriteOutput(missing, nil, writeString("x"))
	if want := "cannot open output file '" + missing + "': no such file or directory"; err == nil || err.Error() != want {
		t.Errorf("got %v, want %q", err, want)
	}
	if _, err := os.Stat("/dev/full"); err == nil {
		err := WriteOutput("/dev/full", nil, writeString("x"))
		if want := "cannot write output file '/dev/full': no space left on device"; err == nil || err.Error() != want {
			t.Errorf("got %v, want %q", err, want)
		}
	}
}

func TestRemoveTemps(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.mlir")
	err := WriteOutput(path, nil, func(w io.Writer) error {
		if names := dirNames(t, dir); len(names) != 1 {
			t.Errorf("while writing, directory holds %q, want one temporary file", names)
		}
		// What the signal handler does.
		RemoveTemps()
		if names := dirNames(t, dir); len(names) != 0 {
			t.Errorf("RemoveTemps left %q", names)
		}
		return nil
	})
	if err == nil {
		t.Error("WriteOutput succeeded without its temporary file")
	}
	if names := dirNames(t, dir); len(names) != 0 {
		t.Errorf("directory holds %q", names)
	}
	temps.mu.Lock()
	defer temps.mu.Unlock()
	if len(temps.names) != 0 {
		t.Errorf("temporary files still recorded: %v", temps.names)
	}
}
