package lit

import (
	"fmt"
	"strings"
)

// ReorderArgs moves flags ahead of positional arguments, for flag parsers
// that stop at the first positional one while lit accepts "lit DIR -v".
// args[0] is the program name and stays first. takesValue names the flags
// (without dashes) that consume the next argument; "-j4" becomes "-j 4";
// everything after "--" is positional. The positional arguments follow a
// "--" in the result so none is mistaken for a flag.
func ReorderArgs(args []string, takesValue map[string]bool) ([]string, error) {
	if len(args) == 0 {
		return args, nil
	}
	out := []string{args[0]}
	var paths []string
	for i := 1; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			paths = append(paths, args[i+1:]...)
			i = len(args)
		case len(a) > 1 && a[0] == '-':
			name := strings.TrimLeft(a, "-")
			if strings.Contains(name, "=") {
				out = append(out, a)
				continue
			}
			// A one-letter value flag glued to its value: -j4.
			if !strings.HasPrefix(a, "--") && len(name) > 1 && takesValue[name[:1]] && !takesValue[name] {
				out = append(out, "-"+name[:1], name[1:])
				continue
			}
			out = append(out, a)
			if takesValue[name] {
				if i+1 == len(args) {
					return nil, fmt.Errorf("flag %s needs a value", a)
				}
				out = append(out, args[i+1])
				i++
			}
		default:
			paths = append(paths, a)
		}
	}
	if len(paths) > 0 {
		out = append(out, "--")
		out = append(out, paths...)
	}
	return out, nil
}
