package passes

import (
	"errors"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/strata-ir/strata/ir"
)

const threeFunctions = `
func.func @a() {
  return
}
%c = "test.outer"() : () -> i32
"pt.iso_result"() ({}) : () -> i32
func.func @b() {
  return
}
"pt.iso_pure"() ({}) : () -> ()
func.func @c() {
  return
}
`

func symName(op *ir.Operation) string {
	return op.Attr("sym_name").(ir.StringAttr).Value
}

func TestIsolatedChildren(t *testing.T) {
	ctx := testContext(t)
	ctx.SetAllowUnregisteredDialects(true)
	// Isolated ops that a pass on the module could erase or whose results
	// it could touch are not children to process apart.
	err := ctx.RegisterDialect(&ir.Dialect{Name: "pt", Ops: []*ir.OpDef{
		{Name: "pt.iso_result", Results: []ir.ResultDef{{Name: "r"}}, Regions: []ir.RegionDef{{Name: "body"}},
			Traits: []ir.Trait{ir.IsolatedFromAbove}},
		{Name: "pt.iso_pure", Regions: []ir.RegionDef{{Name: "body"}}, Traits: []ir.Trait{ir.IsolatedFromAbove, ir.Pure}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	m := parse(t, ctx, threeFunctions)
	var names []string
	for _, op := range IsolatedChildren(m) {
		names = append(names, symName(op))
	}
	if want := []string{"a", "b", "c"}; !slices.Equal(names, want) {
		t.Errorf("IsolatedChildren = %v, want %v", names, want)
	}
	// A function has no isolated children.
	if got := IsolatedChildren(IsolatedChildren(m)[0]); len(got) != 0 {
		t.Errorf("IsolatedChildren of a function = %d ops, want none", len(got))
	}
}

// manyFunctions returns n functions, so that the workers of ForEach have
// something to share.
func manyFunctions(t *testing.T, n int) []*ir.Operation {
	var src strings.Builder
	for i := range n {
		fmt.Fprintf(&src, "func.func @f%d() {\n  return\n}\n", i)
	}
	return IsolatedChildren(parse(t, testContext(t), src.String()))
}

func TestForEachSerialRunsInOrder(t *testing.T) {
	ops := manyFunctions(t, 20)
	var visited []*ir.Operation
	err := ForEach(NewState(nil, false), ops, func(op *ir.Operation) error {
		visited = append(visited, op)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(visited, ops) {
		t.Errorf("serial ForEach did not visit the ops once each, in order")
	}
}

func TestForEachThreadedVisitsEachOnce(t *testing.T) {
	ops := manyFunctions(t, 200)
	var mu sync.Mutex
	count := map[*ir.Operation]int{}
	err := ForEach(NewState(nil, true), ops, func(op *ir.Operation) error {
		mu.Lock()
		count[op]++
		mu.Unlock()
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for i, op := range ops {
		if count[op] != 1 {
			t.Errorf("op %d visited %d times, want 1", i, count[op])
		}
	}
	if len(count) != len(ops) {
		t.Errorf("visited %d ops, want %d", len(count), len(ops))
	}
}

// TestForEachErrorsInOpOrder: every op runs even when some fail, and the
// errors come in the order of the ops whatever the threads did.
func TestForEachErrorsInOpOrder(t *testing.T) {
	ops := manyFunctions(t, 100)
	for _, threading := range []bool{false, true} {
		var mu sync.Mutex
		ran := 0
		err := ForEach(NewState(nil, threading), ops, func(op *ir.Operation) error {
			mu.Lock()
			ran++
			mu.Unlock()
			if name := symName(op); strings.HasSuffix(name, "7") {
				return fmt.Errorf("failed on %s", name)
			}
			return nil
		})
		if ran != len(ops) {
			t.Errorf("threading=%v: fn ran on %d ops, want %d", threading, ran, len(ops))
		}
		var want []string
		for i := 7; i < 100; i += 10 {
			want = append(want, fmt.Sprintf("failed on f%d", i))
		}
		if got := err.Error(); got != strings.Join(want, "\n") {
			t.Errorf("threading=%v: errors\n%s\nwant\n%s", threading, got, strings.Join(want, "\n"))
		}
	}
}

func TestForEachSingleErrorIsNotWrapped(t *testing.T) {
	ops := manyFunctions(t, 10)
	target := ops[4]
	failure := ir.Errorf(target.Loc(), "bad function")
	for _, threading := range []bool{false, true} {
		err := ForEach(NewState(nil, threading), ops, func(op *ir.Operation) error {
			if op == target {
				return failure
			}
			return nil
		})
		if err != error(failure) {
			t.Errorf("threading=%v: err = %#v, want the diagnostic itself", threading, err)
		}
	}
}

func TestForEachPanicReachesCaller(t *testing.T) {
	if runtime.GOMAXPROCS(0) < 2 {
		t.Log("one CPU: ForEach runs serially")
	}
	ops := manyFunctions(t, 50)
	defer func() {
		r := recover()
		if r == nil {
			t.Fatal("the panic of a worker did not reach the caller")
		}
		if msg := fmt.Sprint(r); !strings.Contains(msg, "broken f13") {
			t.Errorf("panic value %q does not say what broke", msg)
		}
	}()
	_ = ForEach(NewState(nil, true), ops, func(op *ir.Operation) error {
		if name := symName(op); name == "f13" || name == "f31" {
			panic("broken " + name)
		}
		return nil
	})
}

func TestForEachNoOps(t *testing.T) {
	for _, threading := range []bool{false, true} {
		if err := ForEach(NewState(nil, threading), nil, func(*ir.Operation) error {
			return errors.New("called")
		}); err != nil {
			t.Errorf("threading=%v: ForEach on no ops = %v", threading, err)
		}
	}
}
