package rewrite_test

import (
	"os"
	"strings"
	"testing"
)

// TestConversionDocShowsTheExample checks that the example of
// docs/dialect-conversion.md is the code of Example_lowerCalcToArith,
// verbatim, so that the tutorial shows code that runs.
func TestConversionDocShowsTheExample(t *testing.T) {
	doc, err := os.ReadFile("../docs/dialect-conversion.md")
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile("conversion_example_test.go")
	if err != nil {
		t.Fatal(err)
	}
	const fence = "```go\n"
	start := strings.Index(string(doc), fence)
	if start < 0 {
		t.Fatal("the page has no Go block")
	}
	block := string(doc)[start+len(fence):]
	block = block[:strings.Index(block, "```")]
	example := string(src)[strings.Index(string(src), "func Example_lowerCalcToArith() {"):]
	if block != example {
		t.Errorf("the first Go block of docs/dialect-conversion.md is not Example_lowerCalcToArith:\n%s", block)
	}
}
