package ir

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzParse feeds arbitrary bytes to the parser. It must never panic; bad
// input gives a located diagnostic; good input prints in both forms, and
// when it verifies, its generic form reads back as itself.
func FuzzParse(f *testing.F) {
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
		ctx := NewContext()
		ctx.SetAllowUnregisteredDialects(true)
		b, err := ParseSource(ctx, "fuzz.mlir", data)
		if err != nil {
			var d *Diagnostic
			if !errors.As(err, &d) {
				t.Fatalf("error is not a diagnostic: %v", err)
			}
			loc, ok := FileLineCol(d.Loc)
			if !ok || loc.File() != "fuzz.mlir" || loc.Line() < 1 || loc.Col() < 1 || d.Message == "" {
				t.Fatalf("badly located diagnostic: %v", d)
			}
			src := NewSourceFiles()
			src.Add("fuzz.mlir", string(data))
			PrintDiagnostic(&bytes.Buffer{}, d, src)
			return
		}
		var custom, generic bytes.Buffer
		if err := PrintBlock(&custom, b, PrintOptions{DebugInfo: true}); err != nil {
			t.Fatal(err)
		}
		if err := PrintBlock(&generic, b, PrintOptions{Generic: true}); err != nil {
			t.Fatal(err)
		}
		for op := range b.Ops() {
			if Verify(op) != nil {
				return
			}
		}
		b2, err := ParseSource(ctx, "printed.mlir", generic.Bytes())
		if err != nil {
			t.Fatalf("the generic form does not read back: %v\n%s", err, generic.String())
		}
		var again bytes.Buffer
		if err := PrintBlock(&again, b2, PrintOptions{Generic: true}); err != nil {
			t.Fatal(err)
		}
		if again.String() != generic.String() {
			t.Fatalf("generic form is not a fixed point:\n--- once\n%s\n--- twice\n%s", generic.String(), again.String())
		}
	})
}
