from sympy import symbols, Eq, solve

# Define the variables
m_jen, m_jack, a_jen, a_jack = symbols('m_jen m_jack a_jen a_jack')

# Given values
m_jen_value = 200 / 100  # mass of Jen's ball in kg
m_jack_value = 150 / 100  # mass of Jack's ball in kg

# Force equation: F = m * a
force_eq = Eq(m_jen * a_jen, m_jack * a_jack)

# Solve for the ratio of acceleration
ratio_a = solve(force_eq.subs({m_jen: m_jen_value, m_jack: m_jack_value}), a_jen / a_jack)[0]

# Print the result and confidence
print(f"RESULT: {ratio_a}")
print(f"CONFIDENCE: 100")
