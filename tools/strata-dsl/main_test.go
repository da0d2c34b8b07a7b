package main

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func TestReorderArgs(t *testing.T) {
	got := reorderArgs([]string{"strata-dsl", "plan", "f.dsl", "--runtime", "iomp", "--clause=nowait", "--construct", "wsloop"})
	want := []string{"strata-dsl", "plan", "--runtime", "iomp", "--clause=nowait", "--construct", "wsloop", "--", "f.dsl"}
	if !slices.Equal(got, want) {
		t.Errorf("reorderArgs = %q, want %q", got, want)
	}
}

func TestRunCheckAndFmt(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.dsl")
	if err := os.WriteFile(good, []byte("runtime r{construct barrier{invoke{call \"b\"();}}}"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	if code := run([]string{"strata-dsl", "check", good}, &out, &errOut); code != exitOK || errOut.Len() != 0 {
		t.Errorf("check: exit %d, stderr %q", code, errOut.String())
	}
	if got, want := out.String(), "ok: 1 declaration, runtime r\n"; got != want {
		t.Errorf("check: stdout %q, want %q", got, want)
	}
	for _, q := range []string{"-q", "--quiet"} {
		out.Reset()
		if code := run([]string{"strata-dsl", "check", good, q}, &out, &errOut); code != exitOK || out.Len() != 0 || errOut.Len() != 0 {
			t.Errorf("check %s: exit %d, stdout %q, stderr %q", q, code, out.String(), errOut.String())
		}
	}
	two := filepath.Join(dir, "two.dsl")
	if err := os.WriteFile(two, []byte("runtime a{construct barrier{invoke{call \"b\"();}} construct flush{invoke{call \"f\"();}}}\nruntime b{construct barrier{invoke{call \"c\"();}}}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if code := run([]string{"strata-dsl", "check", good, two}, &out, &errOut); code != exitOK || errOut.Len() != 0 {
		t.Errorf("check of two files: exit %d, stderr %q", code, errOut.String())
	}
	if got, want := out.String(), good+": ok: 1 declaration, runtime r\n"+two+": ok: 3 declarations, runtimes a, b\n"; got != want {
		t.Errorf("check of two files: stdout %q, want %q", got, want)
	}
	out.Reset()
	if code := run([]string{"strata-dsl", "fmt", "-w", good}, &out, &errOut); code != exitOK {
		t.Fatalf("fmt -w: exit %d, stderr %q", code, errOut.String())
	}
	data, _ := os.ReadFile(good)
	want := "runtime r {\n  construct barrier {\n    invoke {\n      call \"b\"();\n    }\n  }\n}\n"
	if string(data) != want {
		t.Errorf("fmt -w wrote %q, want %q", data, want)
	}
	bad := filepath.Join(dir, "bad.dsl")
	if err := os.WriteFile(bad, []byte("runtime r {\n  construct barier {}\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	errOut.Reset()
	if code := run([]string{"strata-dsl", "check", bad}, &out, &errOut); code != exitError || out.Len() != 0 {
		t.Errorf("check bad: exit %d, stdout %q", code, out.String())
	}
	wantErr := bad + ":2:13: error: unknown construct 'barier'\n  construct barier {}\n            ^\n"
	if errOut.String() != wantErr {
		t.Errorf("stderr %q, want %q", errOut.String(), wantErr)
	}
	if code := run([]string{"strata-dsl", "check"}, &out, &errOut); code != exitError {
		t.Errorf("check without FILE: exit %d, want %d", code, exitError)
	}
}
