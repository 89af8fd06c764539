import sympy as sp

# Given values
mass_jack = 150 * sp.Rational(1, 100)  # mass in kg
force_equal = 200 * sp.Rational(1, 100)  # force equal in N (since 1 kg * 9.8 m/s^2 = 200 N)

# Acceleration formula: force = mass * acceleration
acceleration_jen = force_equal / mass_jack
acceleration_jack = force_equal / mass_jack

# Ratio of acceleration
ratio = sp.Rational(acceleration_jen, acceleration_jack)
print(f"RESULT: {ratio}")
print(f"CONFIDENCE: 100")
