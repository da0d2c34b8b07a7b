package ompdir

import (
	"strings"
	"testing"
)

func parse(t *testing.T, text string) (*Directive, error) {
	t.Helper()
	at := Pos{File: "t.c", Line: 1, Col: 13}
	return Parse(Lex(text, at), at)
}

func TestParseDirectives(t *testing.T) {
	for _, tc := range []struct {
		text, name string
		clauses    []string
	}{
		{"parallel", "parallel", nil},
		{"parallel for private(j) schedule(static, 4) reduction(+: s)", "parallel for", []string{"private", "schedule", "reduction"}},
		{"for collapse(2) nowait", "for", []string{"collapse", "nowait"}},
		{"critical(lock)", "critical", nil},
		{"atomic capture", "atomic", []string{"capture"}},
		{"task depend(in: a[0:n]) firstprivate(i) if(task: n > 10)", "task", []string{"depend", "firstprivate", "if"}},
		{"target teams distribute parallel for map(always, tofrom: a[0:N]) num_teams(4)", "target teams distribute parallel for", []string{"map", "num_teams"}},
		{"target enter data map(to: x, y[1:2])", "target enter data", []string{"map"}},
		{"requires unified_shared_memory", "requires", []string{"unified_shared_memory"}},
		{"declare target", "declare target", nil},
		{"schedule", "", nil},
	} {
		d, err := parse(t, tc.text)
		if tc.name == "" {
			if err == nil {
				t.Errorf("%q: parsed, want an error", tc.text)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", tc.text, err)
			continue
		}
		if d.Name != tc.name {
			t.Errorf("%q: name %q, want %q", tc.text, d.Name, tc.name)
		}
		var got []string
		for _, c := range d.Clauses {
			got = append(got, c.Name)
		}
		if strings.Join(got, ",") != strings.Join(tc.clauses, ",") {
			t.Errorf("%q: clauses %v, want %v", tc.text, got, tc.clauses)
		}
	}
}

func TestClauseContents(t *testing.T) {
	d, err := parse(t, "parallel for schedule(nonmonotonic: dynamic, CH * 2) reduction(max: m, n) map(tofrom: a[i:n-i][:])")
	if err == nil {
		t.Fatalf("map on parallel for accepted")
	}
	d, err = parse(t, "parallel for schedule(nonmonotonic: dynamic, CH * 2) reduction(max: m, n) if(parallel: n > 1 ? a[0] : f(x, 2))")
	if err != nil {
		t.Fatal(err)
	}
	s := d.Clause("schedule")
	if s.Kind != "dynamic" || len(s.Modifiers) != 1 || s.Modifiers[0] != "nonmonotonic" || len(s.Exprs) != 1 {
		t.Errorf("schedule = %+v", s)
	}
	if b, ok := s.Exprs[0].(*Binary); !ok || b.Op != "*" {
		t.Errorf("chunk = %#v", s.Exprs[0])
	}
	r := d.Clause("reduction")
	if r.Kind != "max" || len(r.Items) != 2 || r.Items[1].Name != "n" {
		t.Errorf("reduction = %+v", r)
	}
	i := d.Clause("if")
	if i.Kind != "parallel" {
		t.Errorf("if modifier = %q", i.Kind)
	}
	if _, ok := i.Exprs[0].(*Cond); !ok {
		t.Errorf("if expr = %#v", i.Exprs[0])
	}
	d, err = parse(t, "target map(to: a[i:n-i][:], b)")
	if err != nil {
		t.Fatal(err)
	}
	m := d.Clause("map")
	if m.Kind != "to" || len(m.Items) != 2 || len(m.Items[0].Sections) != 2 || !m.Items[0].Sections[1].Colon || m.Items[0].Sections[1].Length != nil {
		t.Errorf("map = %+v", m)
	}
}

func TestErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"paralel", "1:13: unknown OpenMP directive 'paralel'"},
		{"target enter", "incomplete OpenMP directive 'target enter': expected 'data'"},
		{"parallel for map(to: x)", "1:26: clause 'map' is not allowed on the 'parallel for' directive"},
		{"parallel private(x", "expected ')' to match this '('"},
		{"for schedule(weekly)", "expected 'static', 'dynamic', 'guided', 'auto' or 'runtime'"},
		{"for reduction(foo: x)", "user-defined reduction 'foo' is not supported"},
		{"for reduction(+ x)", "expected ':', found 'x'"},
		{"parallel num_threads(4) num_threads(2)", "clause 'num_threads' appears more than once"},
		{"parallel bogus", "unknown OpenMP clause 'bogus'"},
		{"parallel default(everyone)", "expected 'shared', 'none', 'private', 'firstprivate' in 'default' clause"},
		{"parallel if(", "expected an expression, found end of directive"},
		{"", "expected an OpenMP directive name"},
		{"threadprivate", "expected '(' after 'threadprivate'"},
		{"parallel num_threads(" + strings.Repeat("(", 1000) + "1" + strings.Repeat(")", 1000) + ")", "nested too deeply"},
	} {
		_, err := parse(t, tc.text)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %q", tc.text, err, tc.want)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"parallel for private(j) schedule(static, 4) reduction(+: s)",
		"target teams distribute parallel for map(always, tofrom: a[0:N]) num_teams(4)",
		"task depend(inout: a[i][0:n]) if(task: x ? y : z)",
		"critical(name) hint(2)",
		"atomic update seq_cst",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		at := Pos{File: "f.c", Line: 1, Col: 1}
		d, err := Parse(Lex(text, at), at)
		if err == nil && d == nil {
			t.Fatal("no directive and no error")
		}
		if err != nil && !strings.HasPrefix(err.Error(), "f.c:") {
			t.Fatalf("error without a position: %v", err)
		}
	})
}

func TestMemberItems(t *testing.T) {
	d, err := parse(t, "target map(tofrom: s.in.x, ps->p[0:n]) defaultmap(tofrom: scalar) defaultmap(none: aggregate)")
	if err != nil {
		t.Fatal(err)
	}
	items := d.Clause("map").Items
	if len(items) != 2 {
		t.Fatalf("%d items, want 2", len(items))
	}
	if it := items[0]; it.Name != "s" || len(it.Members) != 2 || it.Members[0].Name != "in" || it.Members[1].Name != "x" || it.Members[0].Arrow {
		t.Errorf("s.in.x: %+v", it)
	}
	if it := items[1]; it.Name != "ps" || len(it.Members) != 1 || !it.Members[0].Arrow || it.Members[0].Name != "p" || len(it.Sections) != 1 {
		t.Errorf("ps->p[0:n]: %+v", it)
	}
	if got := len(d.ClausesNamed("defaultmap")); got != 2 {
		t.Errorf("%d defaultmap clauses, want 2", got)
	}
	d, err = parse(t, "target update to(s.a) from(s.out[0:4])")
	if err != nil || len(d.Clauses[1].Items[0].Members) != 1 {
		t.Errorf("update members: %v %+v", err, d)
	}
	// Members are for map and motion clauses only, and only after the
	// variable.
	for _, text := range []string{"target firstprivate(s.a)", "target map(a[0].x)"} {
		if _, err := parse(t, text); err == nil {
			t.Errorf("%q: parsed, want an error", text)
		}
	}
}
