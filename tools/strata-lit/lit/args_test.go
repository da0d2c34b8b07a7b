package lit

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestReorderArgs(t *testing.T) {
	values := map[string]bool{"j": true, "workers": true, "filter": true}
	tests := []struct {
		in, want []string
	}{
		{[]string{"lit"}, []string{"lit"}},
		{[]string{"lit", "a", "-v", "b"}, []string{"lit", "-v", "--", "a", "b"}},
		{[]string{"lit", "a", "-j", "4", "--filter", "x y"}, []string{"lit", "-j", "4", "--filter", "x y", "--", "a"}},
		{[]string{"lit", "-j4", "a"}, []string{"lit", "-j", "4", "--", "a"}},
		{[]string{"lit", "--workers=3", "a"}, []string{"lit", "--workers=3", "--", "a"}},
		{[]string{"lit", "-va", "a"}, []string{"lit", "-va", "--", "a"}},
		{[]string{"lit", "-q", "--", "-odd", "-v"}, []string{"lit", "-q", "--", "-odd", "-v"}},
		{[]string{"lit", "-", "-q"}, []string{"lit", "-q", "--", "-"}},
		{[]string{"lit", "--filter", "-v", "a"}, []string{"lit", "--filter", "-v", "--", "a"}},
	}
	for _, tt := range tests {
		got, err := ReorderArgs(tt.in, values)
		if err != nil {
			t.Errorf("ReorderArgs(%q): %v", tt.in, err)
			continue
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("ReorderArgs(%q) (-want +got):\n%s", tt.in, diff)
		}
	}
	if _, err := ReorderArgs([]string{"lit", "a", "-j"}, values); err == nil {
		t.Error("a value flag without its value must be an error")
	}
}
