# Alice's walk to school and home each day
walk_to_school = 10  # miles
walk_home = 12  # miles

# Total miles walked in a week
total_miles = 5 * (walk_to_school + walk_home)  # 5 days * (10 miles + 12 miles)
print("RESULT:", total_miles)
