package ir

import (
	"sync"
	"testing"
)

func TestMarks(t *testing.T) {
	ctx := NewContext()
	a := ctx.Create(OperationState{Name: "t.a"})
	b := ctx.Create(OperationState{Name: "t.b"})
	var zero Marks
	if zero.Has(a) {
		t.Error("the zero Marks has a mark")
	}
	m := ctx.NewMarks()
	if m.Has(a) || m.Has(b) {
		t.Fatal("a new Marks has marks")
	}
	m.Set(a, 7)
	if n, ok := m.Get(a); !ok || n != 7 {
		t.Errorf("Get = %d, %v; want 7, true", n, ok)
	}
	if m.Has(b) || zero.Has(a) {
		t.Error("a mark shows on another op or through the zero Marks")
	}
	// A new Marks starts empty; setting its mark removes the old one.
	other := ctx.NewMarks()
	if other.Has(a) {
		t.Error("a new Marks sees the mark of an earlier one")
	}
	other.Clear(a)
	if !m.Has(a) {
		t.Error("Clear removed another Marks' mark")
	}
	other.Set(a, 1)
	if m.Has(a) {
		t.Error("setting a mark kept the other Marks' mark")
	}
	other.Clear(a)
	if other.Has(a) {
		t.Error("Clear left the mark")
	}
	// Clones do not carry marks.
	other.Set(b, 3)
	if other.Has(b.Clone(nil)) {
		t.Error("a clone carries the mark of its original")
	}
}

// TestMarksConcurrentGenerations: goroutines get distinct generations and
// may mark disjoint ops at once (run with -race).
func TestMarksConcurrentGenerations(t *testing.T) {
	ctx := NewContext()
	const workers = 4
	ops := make([][]*Operation, workers)
	for w := range ops {
		for range 100 {
			ops[w] = append(ops[w], ctx.Create(OperationState{Name: "t.op"}))
		}
	}
	gens := make([]Marks, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			m := ctx.NewMarks()
			gens[w] = m
			for i, op := range ops[w] {
				m.Set(op, int32(i))
			}
			for i, op := range ops[w] {
				if n, ok := m.Get(op); !ok || n != int32(i) {
					t.Errorf("worker %d: op %d has mark %d, %v", w, i, n, ok)
				}
			}
		})
	}
	wg.Wait()
	for i := range gens {
		for j := range i {
			if gens[i] == gens[j] {
				t.Errorf("workers %d and %d got the same generation", i, j)
			}
		}
	}
}
