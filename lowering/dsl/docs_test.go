package dsl

import (
	"os"
	"strings"
	"testing"
)

// TestDocsListTheSchema keeps docs/dsl.md's schema tables in step with
// DefaultSchema: every construct, context variable, property and emit
// primitive is documented (emit primitives in docs/dsl.md or in the
// primitive table of docs/omp-lowering.md, which implements them).
func TestDocsListTheSchema(t *testing.T) {
	data, err := os.ReadFile("../../docs/dsl.md")
	if err != nil {
		t.Skipf("docs/dsl.md: %v", err)
	}
	doc := string(data)
	lowering, _ := os.ReadFile("../../docs/omp-lowering.md")
	prims := doc + string(lowering)
	s := DefaultSchema()
	for _, c := range s.Constructs {
		if !strings.Contains(doc, c) {
			t.Errorf("construct %s is not documented", c)
		}
	}
	for _, v := range s.SortedVars() {
		if !strings.Contains(doc, "| `"+v.Name+"` |") {
			t.Errorf("context variable %s is not documented", v.Name)
		}
	}
	for _, p := range s.SortedProperties() {
		if !strings.Contains(doc, "| `"+p.Name+"` |") {
			t.Errorf("property %s is not documented", p.Name)
		}
	}
	for _, p := range s.SortedPrimitives() {
		if !strings.Contains(prims, "| `"+p.Name+"` |") {
			t.Errorf("emit primitive %s is not documented", p.Name)
		}
	}
}
