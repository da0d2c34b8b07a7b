package opt

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestReadFileLarge checks that a large input reads the same whether or
// not it is mapped, and that dropping the pages the parser is past loses
// nothing: they are read again from the file when touched.
func TestReadFileLarge(t *testing.T) {
	want := bytes.Repeat([]byte("func.func private @f()\n"), 3*mapMin/23)
	path := filepath.Join(t.TempDir(), "big.mlir")
	if err := os.WriteFile(path, want, 0o644); err != nil {
		t.Fatal(err)
	}
	text, drop, err := readFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(text, want) {
		t.Fatal("the text read differs from the file")
	}
	if drop != nil {
		drop(len(text) / 2)
		drop(len(text) / 3) // going back is a no-op
		drop(len(text))
	}
	if !bytes.Equal(text, want) {
		t.Error("the text differs from the file after its pages were dropped")
	}
}

// TestReadSourceKeepsPath checks that a file's Source can be read again,
// and standard input's cannot.
func TestReadSourceKeepsPath(t *testing.T) {
	path := filepath.Join(t.TempDir(), "in.mlir")
	if err := os.WriteFile(path, []byte("module {}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	src, err := ReadSource(path, nil)
	if err != nil || src.Path != path || string(src.Text) != "module {}\n" {
		t.Errorf("ReadSource(%q) = %+v, %v", path, src, err)
	}
	src, err = ReadSource("-", bytes.NewReader([]byte("module {}\n")))
	if err != nil || src.Path != "" {
		t.Errorf("ReadSource(-) = %+v, %v; want no path", src, err)
	}
}
