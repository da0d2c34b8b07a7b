package llvmir_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/llvmir"
)

// splitChunks cuts src at the lines that hold only "// -----", as
// --split-input-file does.
func splitChunks(src string) []string {
	var chunks []string
	var cur strings.Builder
	for _, line := range strings.SplitAfter(src, "\n") {
		if strings.TrimSpace(line) == "// -----" {
			chunks = append(chunks, cur.String())
			cur.Reset()
			continue
		}
		cur.WriteString(line)
	}
	return append(chunks, cur.String())
}

// TestOptVerifiesEveryTranslation is the differential test of the
// translation against LLVM 14: every chunk of every .mlir program of the
// lit suites (test/translate, its Inputs, test/upstream,
// test/dialects/llvm) and of the llvm dialect's testdata that parses, verifies and translates must give IR
// that `opt -verify` accepts. A chunk strata refuses (an error test, an
// OpenMP program not lowered) is skipped: what LLVM 14 cannot take must
// be refused, located, not written. Skipped when LLVM 14's opt is
// missing.
func TestOptVerifiesEveryTranslation(t *testing.T) {
	optPath := lookPeer(t, "opt")
	var files []string
	for _, pattern := range []string{
		"testdata/*.mlir",
		"../../test/translate/*.mlir",
		"../../test/translate/Inputs/*.mlir",
		"../../test/upstream/*.mlir",
		"../../dialects/llvm/testdata/*.mlir",
		"../../test/dialects/llvm/*.mlir",
	} {
		m, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	translated := 0
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for i, chunk := range splitChunks(string(src)) {
			ll, ok := translateChunk(file, chunk)
			if !ok {
				continue
			}
			translated++
			c := exec.Command(optPath, "-verify", "-S", "-o", os.DevNull)
			c.Stdin = strings.NewReader(ll)
			var stderr bytes.Buffer
			c.Stderr = &stderr
			if err := c.Run(); err != nil {
				t.Errorf("%s, chunk %d: strata-translate writes IR that opt -verify rejects: %v\n%s\nLLVM IR:\n%s", file, i+1, err, stderr.String(), ll)
			}
		}
	}
	// The suites hold some forty translatable chunks; far fewer means
	// the globs or the parsing went wrong.
	if translated < 30 {
		t.Fatalf("only %d chunks translated", translated)
	}
	t.Logf("%d chunks translated and verified by opt", translated)
}

// translateChunk parses, verifies and translates src; false when any
// step fails.
func translateChunk(name, src string) (string, bool) {
	ctx := all.NewContext()
	m, err := builtin.ParseModule(ctx, name, []byte(src))
	if err != nil {
		return "", false
	}
	if err := ir.Verify(m); err != nil {
		return "", false
	}
	var sb strings.Builder
	if err := llvmir.WriteModule(&sb, m); err != nil {
		return "", false
	}
	return sb.String(), true
}

// TestCallInAddressSpace checks that an indirect call through a pointer
// outside address space 0 names its address space, which LLVM 14 needs
// to read the call (found by TestOptVerifiesEveryTranslation).
func TestCallInAddressSpace(t *testing.T) {
	out := mustTranslate(t, `llvm.func @f(%fp: !llvm.ptr<1>, %a: i32) -> i32 {
  %0 = llvm.call %fp(%a) : !llvm.ptr<1>, (i32) -> i32
  llvm.return %0 : i32
}`)
	checkContains(t, out, "bitcast i8 addrspace(1)* %0 to i32 (i32) addrspace(1)*", "call addrspace(1) i32 %3(i32 %1)")
}
