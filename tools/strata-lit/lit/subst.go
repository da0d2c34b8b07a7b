package lit

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Substituter expands %-substitutions in RUN lines in a single left-to-right
// pass: at each '%' the longest key that matches is replaced, so "%{t:stem}"
// wins over "%t" and "%%" yields a literal '%'. Replacement text is not
// scanned again, so a path containing '%' is never re-expanded.
type Substituter struct {
	keys   []string // longest first; ties in lexical order for determinism
	values map[string]string
}

// NewSubstituter builds a Substituter; for duplicate keys the last wins.
func NewSubstituter(subs []Substitution) *Substituter {
	s := &Substituter{values: make(map[string]string, len(subs))}
	for _, sub := range subs {
		if sub.Key == "" {
			continue
		}
		if _, dup := s.values[sub.Key]; !dup {
			s.keys = append(s.keys, sub.Key)
		}
		s.values[sub.Key] = sub.Value
	}
	sort.Slice(s.keys, func(i, j int) bool {
		if len(s.keys[i]) != len(s.keys[j]) {
			return len(s.keys[i]) > len(s.keys[j])
		}
		return s.keys[i] < s.keys[j]
	})
	return s
}

// Apply returns text with every substitution expanded. An unknown %-sequence
// is left as written, as lit does.
func (s *Substituter) Apply(text string) string {
	if !strings.Contains(text, "%") {
		return text
	}
	var b strings.Builder
	for i := 0; i < len(text); {
		if text[i] != '%' {
			j := strings.IndexByte(text[i:], '%')
			if j < 0 {
				j = len(text) - i
			}
			b.WriteString(text[i : i+j])
			i += j
			continue
		}
		matched := false
		for _, k := range s.keys {
			if strings.HasPrefix(text[i:], k) {
				b.WriteString(s.values[k])
				i += len(k)
				matched = true
				break
			}
		}
		if !matched {
			b.WriteByte('%')
			i++
		}
	}
	return b.String()
}

// TempPaths are the per-test temporary locations behind %t and %T.
type TempPaths struct {
	Dir  string // %T: the Output directory shared by tests of one directory
	Base string // %t minus its ".tmp" extension; unique to the test
}

// BuiltinSubstitutions returns lit's predefined substitutions for a test at
// path with the given temporary paths.
func BuiltinSubstitutions(path string, tmp TempPaths) []Substitution {
	dir := filepath.Dir(path)
	t := tmp.Base + ".tmp"
	sep := string(os.PathSeparator)
	subs := []Substitution{
		{"%%", "%"},
		{"%{pathsep}", string(os.PathListSeparator)},
		{"%{fs-sep}", sep},
		{"%{fs-src-root}", sep},
		{"%{fs-tmp-root}", sep},
		{"%basename_t", filepath.Base(tmp.Base)},
		{"%{t:stem}", filepath.Base(tmp.Base)},
		{"%{s:basename}", filepath.Base(path)},
		{"%{s:stem}", strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))},
	}
	for _, p := range []struct{ letter, path string }{
		{"s", path}, {"S", dir}, {"p", dir}, {"t", t}, {"T", tmp.Dir},
	} {
		slashed := filepath.ToSlash(p.path)
		subs = append(subs,
			Substitution{"%" + p.letter, p.path},
			Substitution{"%/" + p.letter, slashed},
			Substitution{"%:" + p.letter, strings.TrimPrefix(slashed, "/")},
			Substitution{"%{" + p.letter + ":real}", realPath(p.path)},
			Substitution{"%{/" + p.letter + ":real}", filepath.ToSlash(realPath(p.path))},
		)
	}
	return subs
}

// realPath resolves symbolic links as far as the path exists; %t usually
// does not exist yet, so its parent is resolved instead.
func realPath(p string) string {
	if r, err := filepath.EvalSymlinks(p); err == nil {
		return r
	}
	if r, err := filepath.EvalSymlinks(filepath.Dir(p)); err == nil {
		return filepath.Join(r, filepath.Base(p))
	}
	return p
}

// TestSubstitutions returns the substitutions for test t: the built-ins and
// then those of its config. Config values may themselves use the built-ins
// (for instance "substitute %inputs = %S/Inputs"), which are expanded here.
func TestSubstitutions(t *Test, tmp TempPaths) []Substitution {
	builtins := BuiltinSubstitutions(t.Path, tmp)
	expand := NewSubstituter(builtins)
	subs := builtins
	for _, s := range t.Config.Substitutions {
		subs = append(subs, Substitution{Key: s.Key, Value: expand.Apply(s.Value)})
	}
	return subs
}
