# John's weekly earnings
weekly_earnings = 2000

# Award amount
award_amount = 5000

# Number of weeks in a year
weeks_in_year = 52

# Total earnings for the year
total_earnings = weekly_earnings * weeks_in_year + award_amount
print(total_earnings)
