import collections, functools, itertools, math, operator, sympy

# conversion factors
mauritius_rubles_per_hour = 160 / 32.35
croatian_kunas_per_hour = 25 / 5.18
botswana_pulas_per_hour = 34 / 6.95

# hourly wages in US dollars
navin_wage_usd = mauritius_rubles_per_hour * 8
luka_wage_usd = croatian_kunas_per_hour * 8
ian_wage_usd = botswana_pulas_per_hour * 8

# find the highest wage and its confidence level
if navin_wage_usd > luka_wage_usd:
    if navin_wage_usd > ian_wage_usd:
        result = "Navin"
    else:
        result = "Ian"
else:
    if luka_wage_usd > ian_wage_usd:
        result = "Luka"
    else:
        result = "Ian"

confidence_level = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence_level}")
