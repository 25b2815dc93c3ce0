//! lit's boolean feature expressions (`lit.BooleanExpression`), used by
//! `REQUIRES:`, `UNSUPPORTED:` and `XFAIL:`.
//!
//! Grammar: `expr := or; or := and ('||' and)*; and := not ('&&' not)*;
//! not := '!' not | '(' expr ')' | 'true' | 'false' | identifier`.
//! An identifier is true when it names an available feature or is a
//! substring of the target triple; `*` is true in `XFAIL:` (any target).
//!
//! ```text
//! features {shell, x86_64}:   "x86_64 && !asserts"  => true
//!                             "system-windows || (arm && shell)" => false
//! ```

/// Evaluates `expr` against `features` and `triple`.
pub(crate) fn eval(expr: &str, features: &[String], triple: &str) -> Result<bool, String> {
    let toks = tokenize(expr)?;
    let mut p = Parser {
        toks: &toks,
        pos: 0,
        features,
        triple,
    };
    let v = p.or()?;
    if p.pos != toks.len() {
        return Err(format!(
            "unexpected '{}' in expression '{expr}'",
            toks[p.pos]
        ));
    }
    Ok(v)
}

fn tokenize(expr: &str) -> Result<Vec<String>, String> {
    let mut toks = Vec::new();
    let b = expr.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if expr[i..].starts_with("&&") || expr[i..].starts_with("||") {
            toks.push(expr[i..i + 2].to_string());
            i += 2;
        } else if matches!(c, b'!' | b'(' | b')') {
            toks.push((c as char).to_string());
            i += 1;
        } else {
            let start = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b"-+=._*/:".contains(&b[i])) {
                i += 1;
            }
            if i == start {
                return Err(format!(
                    "invalid character '{}' in expression '{expr}'",
                    c as char
                ));
            }
            toks.push(expr[start..i].to_string());
        }
    }
    Ok(toks)
}

struct Parser<'a> {
    toks: &'a [String],
    pos: usize,
    features: &'a [String],
    triple: &'a str,
}

impl Parser<'_> {
    fn peek(&self) -> Option<&str> {
        self.toks.get(self.pos).map(String::as_str)
    }

    fn or(&mut self) -> Result<bool, String> {
        let mut v = self.and()?;
        while self.peek() == Some("||") {
            self.pos += 1;
            let r = self.and()?;
            v = v || r;
        }
        Ok(v)
    }

    fn and(&mut self) -> Result<bool, String> {
        let mut v = self.not()?;
        while self.peek() == Some("&&") {
            self.pos += 1;
            let r = self.not()?;
            v = v && r;
        }
        Ok(v)
    }

    fn not(&mut self) -> Result<bool, String> {
        let toks = self.toks;
        let Some(tok) = toks.get(self.pos).map(String::as_str) else {
            return Err("expected a feature name at the end of an expression".into());
        };
        self.pos += 1;
        match tok {
            "!" => Ok(!self.not()?),
            "(" => {
                let v = self.or()?;
                if self.peek() != Some(")") {
                    return Err("expected ')' in expression".into());
                }
                self.pos += 1;
                Ok(v)
            }
            "true" => Ok(true),
            "false" => Ok(false),
            "*" => Ok(true),
            ")" | "&&" | "||" => Err(format!("unexpected '{tok}' in expression")),
            name => Ok(self.features.iter().any(|f| f == name) || self.triple.contains(name)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn evaluates() {
        let f = vec!["shell".to_string(), "x86_64".to_string()];
        let t = "x86_64-unknown-linux-gnu";
        assert!(eval("x86_64 && !asserts", &f, t).unwrap());
        assert!(!eval("system-windows || (arm && shell)", &f, t).unwrap());
        assert!(eval("linux", &f, t).unwrap());
        assert!(eval("*", &f, t).unwrap());
        assert!(eval("!(false) && true", &f, t).unwrap());
        assert!(eval("a &&", &f, t).is_err());
        assert!(eval("(a", &f, t).is_err());
        assert!(eval("a b", &f, t).is_err());
        assert!(eval("a $ b", &f, t).is_err());
    }
}
