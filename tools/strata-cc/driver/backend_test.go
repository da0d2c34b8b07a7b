package driver

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fakeTool writes an executable shell script standing in for opt or llc.
func fakeTool(t *testing.T, dir, name, script string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"+script), 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

// runDriver runs the driver on args with the given tools.
func runDriver(t *testing.T, tools *Tools, args ...string) (int, string) {
	t.Helper()
	c, err := ParseArgs(args)
	if err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	d := &Driver{Cfg: c, Stdout: &stdout, Stderr: &stderr, Tools: tools}
	return d.Run(), stderr.String()
}

// The back end's pipeline: opt's output reaches llc, whose output is the
// object; the fake llc writes what it reads.
func TestPipelineFeedsTheBackEnd(t *testing.T) {
	dir := t.TempDir()
	tools := &Tools{
		Opt: fakeTool(t, dir, "opt", "sed 's/^/opt: /'\n"),
		Llc: fakeTool(t, dir, "llc", "for a; do out=$a; done; cat > \"$out\"\n"),
	}
	src := filepath.Join(dir, "k.c")
	os.WriteFile(src, []byte("int main(void) { return 0; }\n"), 0o644)
	obj := filepath.Join(dir, "k.o")
	if code, stderr := runDriver(t, tools, "-O2", "-c", src, "-o", obj); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	got, err := os.ReadFile(obj)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(got), "opt: ") || !strings.Contains(string(got), "define i32 @main") {
		t.Errorf("the object is not opt's output of the module:\n%s", got)
	}
}

// A failing opt is the error reported, with its command and output, and
// llc's output (compiled from the empty input it saw) is removed.
func TestPipelineReportsTheFailingStep(t *testing.T) {
	dir := t.TempDir()
	tools := &Tools{
		Opt: fakeTool(t, dir, "opt", "cat >/dev/null; echo 'opt: broken module' >&2; exit 1\n"),
		Llc: fakeTool(t, dir, "llc", "for a; do out=$a; done; cat > \"$out\"\n"),
	}
	src := filepath.Join(dir, "k.c")
	os.WriteFile(src, []byte("int main(void) { return 0; }\n"), 0o644)
	obj := filepath.Join(dir, "k.o")
	code, stderr := runDriver(t, tools, "-O2", "-c", src, "-o", obj)
	if code != 1 {
		t.Fatalf("exit %d, want 1: %s", code, stderr)
	}
	for _, want := range []string{"strata-cc: error: opt failed", "command: " + tools.Opt + " -O2 - -o -", "opt: broken module"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, stderr)
		}
	}
	if _, err := os.Stat(obj); err == nil {
		t.Errorf("%s was left behind", obj)
	}
}

// When the front end fails, the started back end is stopped before it
// sees the end of its input, so that no object is written.
func TestPipelineAbortsOnFrontEndErrors(t *testing.T) {
	dir := t.TempDir()
	tools := &Tools{
		Opt: fakeTool(t, dir, "opt", "cat\n"),
		Llc: fakeTool(t, dir, "llc", "for a; do out=$a; done; cat > /dev/null; echo > \"$out\"\n"),
	}
	src := filepath.Join(dir, "bad.c")
	os.WriteFile(src, []byte("int main(void) { return x; }\n"), 0o644)
	obj := filepath.Join(dir, "bad.o")
	code, stderr := runDriver(t, tools, "-O2", "-c", src, "-o", obj)
	if code != 1 || !strings.Contains(stderr, "bad.c:1:") {
		t.Fatalf("exit %d, want 1 and a located error: %s", code, stderr)
	}
	if _, err := os.Stat(obj); err == nil {
		t.Errorf("%s was written although the front end failed", obj)
	}
}
